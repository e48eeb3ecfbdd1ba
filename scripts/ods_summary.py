#!/usr/bin/env python3
"""Prints, for each op of a dialect in upstream MLIR 19's reference
(../shared/reference/mlir19/ops/<Dialect>.md), what an rmlir `OpDef` declares:
name, assembly format, operands, results, attributes, regions, successors, traits and
interfaces. A development aid for writing dialect modules.

Usage: python3 scripts/ods_summary.py Arith [op-substring]
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.join(HERE, "..", "..", "shared", "reference", "mlir19", "ops")


def ops(dialect):
    text = open(os.path.join(DIR, dialect + ".md"), encoding="utf-8").read()
    parts = re.split(r"^### `", text, flags=re.M)[1:]
    for part in parts:
        name = part.split("`", 1)[0]
        op = {"name": name, "format": None, "operands": [], "results": [], "attrs": [],
              "regions": [], "successors": [], "traits": "", "interfaces": ""}
        m = re.search(r"Syntax:\s*```\s*operation ::= `[^`]+`(.*?)```", part, re.S)
        if m:
            op["format"] = " ".join(m.group(1).split())
        section = None
        for line in part.splitlines():
            if line.startswith("#### "):
                section = line[5:].strip(": ").lower()
                continue
            if line.startswith("Traits: "):
                op["traits"] = line[8:]
            elif line.startswith("Interfaces: "):
                op["interfaces"] = line[12:]
            m = re.match(r"^\| `([^`]+)` \| (.*)$", line)
            if m and section in ("operands", "results", "regions", "successors"):
                op[section].append((m.group(1), m.group(2).strip()))
            m = re.match(r"^<tr><td><code>([^<]+)</code></td><td>([^<]+)</td><td>(.*)</td></tr>", line)
            if m and section == "attributes":
                op["attrs"].append((m.group(1), m.group(2), m.group(3)))
        yield op


def main():
    filt = sys.argv[2] if len(sys.argv) > 2 else ""
    for op in ops(sys.argv[1]):
        if filt not in op["name"]:
            continue
        print(op["name"])
        print("  format:", op["format"])
        for k in ("operands", "results", "regions", "successors"):
            for n, d in op[k]:
                print(f"  {k[:-1]}: {n}: {d}")
        for n, c, d in op["attrs"]:
            print(f"  attr: {n}: {c}: {d}")
        print("  traits:", op["traits"])
        print("  interfaces:", op["interfaces"])


if __name__ == "__main__":
    main()
