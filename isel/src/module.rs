//! Module-level lowering shared by the targets: the symbol table of an object, globals with
//! their initializers as bytes plus relocations, constructors, and the walk that hands each
//! `llvm.func` with a body to a target's function lowering.

use crate::layout::Layout;
use crate::Error;
use rmlir_dialects::llvm::types::{self as lt, LlvmType};
use rmlir_ir::body::{Body, OpId, ValueId};
use rmlir_ir::ods::prop;
use rmlir_ir::{AttrKind, Attribute, Context, Type};
use rustc_hash::FxHashMap as HashMap;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SymKind {
    Func,
    Data,
}

#[derive(Clone, Debug)]
pub struct SymbolInfo {
    pub name: String,
    pub kind: SymKind,
    /// Defined in this object.
    pub defined: bool,
    /// Local to the object (`private`/`internal` linkage).
    pub local: bool,
    pub weak: bool,
    /// The `llvm.func` or `llvm.mlir.global` of the module body that declares it.
    pub op: Option<OpId>,
}

/// The symbols an object defines and refers to, numbered densely.
#[derive(Clone, Debug, Default)]
pub struct SymbolTable {
    pub syms: Vec<SymbolInfo>,
    index: HashMap<String, u32>,
}

impl SymbolTable {
    pub fn get(&self, name: &str) -> Option<u32> {
        self.index.get(name).copied()
    }
    /// The symbol `name`, added as an external one of `kind` if unknown.
    pub fn intern(&mut self, name: &str, kind: SymKind) -> u32 {
        if let Some(i) = self.index.get(name) {
            return *i;
        }
        let i = self.syms.len() as u32;
        self.syms.push(SymbolInfo {
            name: name.to_string(),
            kind,
            defined: false,
            local: false,
            weak: false,
            op: None,
        });
        self.index.insert(name.to_string(), i);
        i
    }
    pub fn info(&self, s: u32) -> &SymbolInfo {
        &self.syms[s as usize]
    }
}

/// The symbol table as one function's lowering sees it: the module's symbols, read-only
/// (so that functions lower in parallel), plus the names the function adds (library calls,
/// undeclared callees), numbered after the module's. [`SymbolTable::merge`] folds them in.
#[derive(Debug)]
pub struct FuncSymbols<'a> {
    base: &'a SymbolTable,
    pub extra: Vec<SymbolInfo>,
}

impl<'a> FuncSymbols<'a> {
    pub fn new(base: &'a SymbolTable) -> Self {
        FuncSymbols {
            base,
            extra: Vec::new(),
        }
    }
    pub fn get(&self, name: &str) -> Option<u32> {
        self.base.get(name).or_else(|| {
            self.extra
                .iter()
                .position(|s| s.name == name)
                .map(|i| (self.base.syms.len() + i) as u32)
        })
    }
    pub fn intern(&mut self, name: &str, kind: SymKind) -> u32 {
        if let Some(s) = self.get(name) {
            return s;
        }
        self.extra.push(SymbolInfo {
            name: name.to_string(),
            kind,
            defined: false,
            local: false,
            weak: false,
            op: None,
        });
        (self.base.syms.len() + self.extra.len() - 1) as u32
    }
    pub fn info(&self, s: u32) -> &SymbolInfo {
        let n = self.base.syms.len();
        if (s as usize) < n {
            self.base.info(s)
        } else {
            &self.extra[s as usize - n]
        }
    }
}

impl SymbolTable {
    /// Adds a function's extra symbols; returns the final id of each provisional id
    /// `base_len + i`.
    pub fn merge(&mut self, extra: &[SymbolInfo]) -> Vec<u32> {
        extra.iter().map(|s| self.intern(&s.name, s.kind)).collect()
    }
    pub fn len(&self) -> usize {
        self.syms.len()
    }
    pub fn is_empty(&self) -> bool {
        self.syms.is_empty()
    }
}

/// A relocation in data: the address of `sym` plus `addend`, 8 bytes at `offset`.
#[derive(Clone, Debug, PartialEq)]
pub struct DataReloc {
    pub offset: u64,
    pub sym: u32,
    pub addend: i64,
}

/// A global variable or constant.
#[derive(Clone, Debug)]
pub struct DataObject {
    pub sym: u32,
    pub bytes: Vec<u8>,
    pub align: u64,
    pub relocs: Vec<DataReloc>,
    pub readonly: bool,
    /// Zero-initialized (goes to `.bss`).
    pub zero: bool,
    pub thread_local: bool,
}

/// Linkage values of `#llvm.linkage` (upstream's `linkage::Linkage` enum).
pub mod linkage {
    pub const PRIVATE: i64 = 0;
    pub const INTERNAL: i64 = 1;
    pub const LINKONCE: i64 = 4;
    pub const WEAK: i64 = 5;
    pub const COMMON: i64 = 6;
    pub const LINKONCE_ODR: i64 = 7;
    pub const WEAK_ODR: i64 = 8;
    pub const EXTERN_WEAK: i64 = 9;
    pub const EXTERNAL: i64 = 10;
}

pub fn linkage_of(ctx: &Context, body: &Body, op: OpId) -> i64 {
    prop(ctx, body, op, "linkage")
        .and_then(|a| rmlir_dialects::llvm::attrs::LINKAGE_ATTR.value(ctx, a))
        .map(|v| v as i64)
        .unwrap_or(linkage::EXTERNAL)
}

pub fn sym_name(ctx: &Context, body: &Body, op: OpId) -> String {
    prop(ctx, body, op, "sym_name")
        .and_then(|a| ctx.attr_str(a))
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .unwrap_or_default()
}

pub fn symbol_ref_name(ctx: &Context, a: Attribute) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => Some(ctx.ident_str(*root).to_string()),
        _ => None,
    }
}

/// Declares every function and global of `module` in the symbol table (defined or not).
pub fn collect_symbols(ctx: &Context, body: &Body, ops: &[OpId], syms: &mut SymbolTable) {
    for &op in ops {
        let name = ctx.op_name_str(body.op_name(op));
        let kind = match name {
            "llvm.func" => SymKind::Func,
            "llvm.mlir.global" => SymKind::Data,
            _ => continue,
        };
        let s = syms.intern(&sym_name(ctx, body, op), kind);
        let lk = linkage_of(ctx, body, op);
        let has_body = match kind {
            SymKind::Func => body
                .isolated_body(op)
                .map(|b| b.root_regions().iter().any(|r| !b.region_is_empty(*r)))
                .unwrap_or(false),
            SymKind::Data => lk != linkage::EXTERNAL || has_initializer(ctx, body, op),
        };
        let info = &mut syms.syms[s as usize];
        info.op = Some(op);
        info.kind = kind;
        info.defined = has_body;
        info.local = matches!(lk, linkage::PRIVATE | linkage::INTERNAL);
        info.weak = matches!(
            lk,
            linkage::LINKONCE
                | linkage::WEAK
                | linkage::LINKONCE_ODR
                | linkage::WEAK_ODR
                | linkage::EXTERN_WEAK
                | linkage::COMMON
        );
    }
}

fn has_initializer(ctx: &Context, body: &Body, op: OpId) -> bool {
    prop(ctx, body, op, "value").is_some() || !global_region_empty(body, op)
}

fn global_region_empty(body: &Body, op: OpId) -> bool {
    let (rb, regions) = body.op_regions(op);
    regions
        .first()
        .map(|r| rb.region_is_empty(*r))
        .unwrap_or(true)
}

/// Lowers an `llvm.mlir.global` to a data object.
pub fn lower_global(
    layout: &Layout<'_>,
    body: &Body,
    op: OpId,
    syms: &mut SymbolTable,
) -> Result<Option<DataObject>, Error> {
    let ctx = layout.ctx;
    let loc = body.loc(op);
    let name = sym_name(ctx, body, op);
    let sym = syms.intern(&name, SymKind::Data);
    if !syms.info(sym).defined {
        return Ok(None);
    }
    let ty = match prop(ctx, body, op, "global_type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return Err(Error::new(loc, "global without a type")),
    };
    let size = layout.size(ty) as usize;
    let mut align = layout.align(ty);
    if let Some(a) = prop(ctx, body, op, "alignment")
        .and_then(|a| rmlir_ir::ods::constraints::signless_int_value(ctx, a, 64))
    {
        align = align.max(a as u64);
    }
    let mut bytes = vec![0u8; size];
    let mut relocs = Vec::new();
    let mut zero = true;
    if let Some(v) = prop(ctx, body, op, "value") {
        write_attr(layout, v, ty, 0, &mut bytes)
            .map_err(|m| Error::new(loc, format!("global '{name}': {m}")))?;
        zero = false;
    } else if !global_region_empty(body, op) {
        let mut ev = ConstEval {
            layout,
            syms,
            values: HashMap::default(),
        };
        let v = ev
            .eval_region(body, op)
            .map_err(|m| Error::new(loc, format!("global '{name}': {m}")))?;
        v.write(layout, ty, 0, &mut bytes, &mut relocs)
            .map_err(|m| Error::new(loc, format!("global '{name}': {m}")))?;
        zero = false;
    }
    if zero && bytes.iter().any(|b| *b != 0) {
        zero = false;
    }
    if !relocs.is_empty() {
        zero = false;
    } else if bytes.iter().all(|b| *b == 0) {
        zero = true;
    }
    Ok(Some(DataObject {
        sym,
        bytes,
        align,
        relocs,
        readonly: prop(ctx, body, op, "constant").is_some(),
        zero,
        thread_local: prop(ctx, body, op, "thread_local_").is_some(),
    }))
}

/// Writes the little-endian bytes of a constant attribute of type `ty` at `off`.
pub fn write_attr(
    layout: &Layout<'_>,
    a: Attribute,
    ty: Type,
    off: usize,
    out: &mut [u8],
) -> Result<(), String> {
    let ctx = layout.ctx;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => {
            let n = layout.size(ty) as usize;
            let words = value.words();
            for i in 0..n {
                let w = words.get(i / 8).copied().unwrap_or(0);
                out[off + i] = (w >> ((i % 8) * 8)) as u8;
            }
            Ok(())
        }
        AttrKind::Float { bits, .. } => {
            let n = layout.size(ty) as usize;
            for i in 0..n {
                out[off + i] = (bits >> (i * 8)) as u8;
            }
            Ok(())
        }
        AttrKind::String { value, .. } => {
            let n = value.len().min(out.len() - off);
            out[off..off + n].copy_from_slice(&value[..n]);
            Ok(())
        }
        AttrKind::DenseIntOrFp {
            data,
            splat,
            ty: ety,
        } => {
            // Element bytes are stored ceil(bits / 8) wide, as in memory for the widths of
            // llvm's types (i1 aside: stored one byte each, as in memory).
            let elem = match ctx.type_kind(*ety) {
                rmlir_ir::TypeKind::Vector { elem, .. }
                | rmlir_ir::TypeKind::RankedTensor { elem, .. } => *elem,
                _ => *ety,
            };
            let esz = (layout.ctx.int_or_float_bitwidth(elem).unwrap_or(8) as usize).div_ceil(8);
            let total = layout.size(ty) as usize;
            // mlir-translate turns a splat of a float zero into an array's
            // `zeroinitializer` (APFloat's isZero holds for -0.0 too): the bytes are zero.
            let is_array = matches!(lt::decode(ctx, ty), Some(LlvmType::Array(..)));
            let float_zero = ctx.is_float(elem)
                && data[..esz.min(data.len())]
                    .iter()
                    .enumerate()
                    .all(|(i, b)| *b == 0 || (i + 1 == esz && *b == 0x80));
            if *splat && is_array && float_zero {
                return Ok(());
            }
            if *splat {
                let mut p = off;
                while p + esz <= off + total {
                    out[p..p + esz].copy_from_slice(&data[..esz]);
                    p += esz;
                }
            } else {
                let n = data.len().min(total);
                out[off..off + n].copy_from_slice(&data[..n]);
            }
            Ok(())
        }
        AttrKind::Sparse {
            ty: sty,
            indices,
            values,
        } => {
            // Zero everywhere but at the listed coordinates (row-major).
            let shape: Vec<i64> = match ctx.type_kind(*sty) {
                rmlir_ir::TypeKind::Vector { shape, .. }
                | rmlir_ir::TypeKind::RankedTensor { shape, .. } => shape.to_vec(),
                _ => return Err("unsupported sparse initializer type".into()),
            };
            let numel: i64 = shape.iter().product();
            let total = layout.size(ty) as usize;
            if numel <= 0 {
                return Ok(());
            }
            let esz = total / numel as usize;
            let (
                AttrKind::DenseIntOrFp { data: idx, .. },
                AttrKind::DenseIntOrFp {
                    data: vals, splat, ..
                },
            ) = (ctx.attr_kind(*indices), ctx.attr_kind(*values))
            else {
                return Err("unsupported sparse initializer".into());
            };
            let rank = shape.len().max(1);
            let n = idx.len() / 8 / rank;
            let vsz = if *splat {
                vals.len()
            } else {
                vals.len() / n.max(1)
            };
            for i in 0..n {
                let mut linear = 0i64;
                for (d, dim) in shape.iter().enumerate() {
                    let at = (i * rank + d) * 8;
                    let c = i64::from_le_bytes(idx[at..at + 8].try_into().unwrap());
                    linear = linear * dim + c;
                }
                let src = if *splat {
                    &vals[..]
                } else {
                    &vals[i * vsz..(i + 1) * vsz]
                };
                let at = off + linear as usize * esz;
                let m = src.len().min(esz);
                if at + m <= out.len() {
                    out[at..at + m].copy_from_slice(&src[..m]);
                }
            }
            Ok(())
        }
        AttrKind::Array(elems) => {
            for (i, e) in elems.iter().enumerate() {
                let (fo, et) = layout
                    .field_offset(ty, i as u64)
                    .ok_or("initializer does not match the global's type")?;
                write_attr(layout, *e, et, off + fo as usize, out)?;
            }
            Ok(())
        }
        _ => match rmlir_ir::ods::constraints::dialect_attr_text(ctx, a) {
            Some(("llvm", "zero" | "undef" | "poison")) => Ok(()),
            _ => Err(format!(
                "unsupported initializer {}",
                rmlir_ir::printer::attr_to_string(ctx, a)
            )),
        },
    }
}

/// A value computed by a global's initializer region.
#[derive(Clone, Debug)]
enum CVal {
    /// Bytes of a scalar or zero/undef of any type.
    Attr(Attribute),
    Zero,
    Addr(u32, i64),
    Agg(Vec<CVal>),
}

impl CVal {
    fn write(
        &self,
        layout: &Layout<'_>,
        ty: Type,
        off: usize,
        out: &mut [u8],
        relocs: &mut Vec<DataReloc>,
    ) -> Result<(), String> {
        match self {
            CVal::Zero => Ok(()),
            CVal::Attr(a) => write_attr(layout, *a, ty, off, out),
            CVal::Addr(s, add) => {
                relocs.push(DataReloc {
                    offset: off as u64,
                    sym: *s,
                    addend: *add,
                });
                Ok(())
            }
            CVal::Agg(fields) => {
                for (i, f) in fields.iter().enumerate() {
                    let (fo, et) = layout
                        .field_offset(ty, i as u64)
                        .ok_or("aggregate initializer does not match its type")?;
                    f.write(layout, et, off + fo as usize, out, relocs)?;
                }
                Ok(())
            }
        }
    }
}

struct ConstEval<'a, 'c> {
    layout: &'a Layout<'c>,
    syms: &'a mut SymbolTable,
    values: HashMap<ValueId, CVal>,
}

impl ConstEval<'_, '_> {
    fn eval_region(&mut self, body: &Body, op: OpId) -> Result<CVal, String> {
        let ctx = self.layout.ctx;
        let (rb, regions) = body.op_regions(op);
        let block = rb
            .entry_block(regions[0])
            .ok_or("empty initializer region")?;
        for o in rb.block_ops(block) {
            let name = ctx.op_name_str(rb.op_name(o));
            let v = match name {
                "llvm.return" => {
                    let v = rb.operand(o, 0);
                    return self
                        .values
                        .get(&v)
                        .cloned()
                        .ok_or_else(|| "bad return".into());
                }
                "llvm.mlir.constant" => CVal::Attr(prop(ctx, rb, o, "value").ok_or("constant")?),
                "llvm.mlir.zero" | "llvm.mlir.undef" | "llvm.mlir.poison" => CVal::Zero,
                "llvm.mlir.addressof" => {
                    let n = prop(ctx, rb, o, "global_name")
                        .and_then(|a| symbol_ref_name(ctx, a))
                        .ok_or("addressof without a name")?;
                    let kind = if self.syms.get(&n).is_some() {
                        self.syms.info(self.syms.get(&n).unwrap()).kind
                    } else {
                        SymKind::Data
                    };
                    CVal::Addr(self.syms.intern(&n, kind), 0)
                }
                "llvm.insertvalue" => {
                    let agg_ty = rb.value_type(rb.result(o, 0));
                    let pos = position(ctx, rb, o)?;
                    let mut agg = self.get(rb.operand(o, 0))?;
                    let v = self.get(rb.operand(o, 1))?;
                    self.insert(&mut agg, agg_ty, &pos, v)?;
                    agg
                }
                "llvm.getelementptr" | "llvm.bitcast" | "llvm.addrspacecast" => {
                    let base = self.get(rb.operand(o, 0))?;
                    let add = if name == "llvm.getelementptr" {
                        gep_const_offset(self.layout, rb, o).ok_or("dynamic getelementptr")?
                    } else {
                        0
                    };
                    match base {
                        CVal::Addr(s, a) => CVal::Addr(s, a + add),
                        _ => return Err(format!("unsupported '{name}' in an initializer")),
                    }
                }
                _ => return Err(format!("unsupported operation '{name}' in an initializer")),
            };
            self.values.insert(rb.result(o, 0), v);
        }
        Err("initializer region without llvm.return".into())
    }

    fn get(&self, v: ValueId) -> Result<CVal, String> {
        self.values
            .get(&v)
            .cloned()
            .ok_or_else(|| "unknown value in initializer".into())
    }

    fn insert(&self, agg: &mut CVal, ty: Type, pos: &[i64], v: CVal) -> Result<(), String> {
        let Some((&first, rest)) = pos.split_first() else {
            *agg = v;
            return Ok(());
        };
        let n = count_fields(self.layout, ty);
        if !matches!(agg, CVal::Agg(_)) {
            *agg = CVal::Agg(vec![CVal::Zero; n]);
        }
        let CVal::Agg(fields) = agg else {
            unreachable!()
        };
        let (_, et) = self
            .layout
            .field_offset(ty, first as u64)
            .ok_or("bad insertvalue position")?;
        let f = fields.get_mut(first as usize).ok_or("bad position")?;
        self.insert(f, et, rest, v)
    }
}

fn count_fields(layout: &Layout<'_>, ty: Type) -> usize {
    match lt::decode(layout.ctx, ty) {
        Some(LlvmType::Array(_, n)) => n as usize,
        Some(LlvmType::Struct { elems, .. }) => elems.len(),
        Some(LlvmType::Identified {
            body: Some((e, _)), ..
        }) => e.len(),
        _ => 0,
    }
}

/// The `position` array of `extractvalue`/`insertvalue`.
pub fn position(ctx: &Context, body: &Body, op: OpId) -> Result<Vec<i64>, String> {
    let a = prop(ctx, body, op, "position").ok_or("missing position")?;
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { data, .. } => Ok(data
            .chunks_exact(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
            .collect()),
        _ => Err("bad position".into()),
    }
}

/// The constant byte offset of a `getelementptr` whose indices are all constants.
pub fn gep_const_offset(layout: &Layout<'_>, body: &Body, op: OpId) -> Option<i64> {
    let (terms, c) = gep_terms(layout, body, op)?;
    terms.is_empty().then_some(c)
}

/// A `getelementptr`'s address as `base + sum(index_k * scale_k) + constant`; `index_k` are
/// the dynamic index operands (by operand number).
pub fn gep_terms(layout: &Layout<'_>, body: &Body, op: OpId) -> Option<(Vec<(usize, i64)>, i64)> {
    let ctx = layout.ctx;
    let raw = rmlir_ir::ods::constraints::dense_i32_values(
        ctx,
        prop(ctx, body, op, "rawConstantIndices")?,
    )?;
    let elem = match ctx.attr_kind(prop(ctx, body, op, "elem_type")?) {
        AttrKind::Type(t) => *t,
        _ => return None,
    };
    let mut dynamic = 1usize; // operand 0 is the base
    let mut terms = Vec::new();
    let mut konst = 0i64;
    let mut cur = elem;
    for (k, &ix) in raw.iter().enumerate() {
        let is_dyn = ix == rmlir_dialects::llvm::asm::DYNAMIC_INDEX;
        if k == 0 {
            let sz = layout.size(elem) as i64;
            if is_dyn {
                terms.push((dynamic, sz));
                dynamic += 1;
            } else {
                konst += ix as i64 * sz;
            }
            continue;
        }
        match lt::decode(ctx, cur) {
            Some(LlvmType::Array(et, _)) | Some(LlvmType::Vec(et, _)) => {
                let sz = layout.size(et) as i64;
                if is_dyn {
                    terms.push((dynamic, sz));
                    dynamic += 1;
                } else {
                    konst += ix as i64 * sz;
                }
                cur = et;
            }
            _ => {
                // Struct fields are constant indices.
                if is_dyn {
                    return None;
                }
                let (off, et) = layout.field_offset(cur, ix as u64)?;
                konst += off as i64;
                cur = et;
            }
        }
    }
    Some((terms, konst))
}
