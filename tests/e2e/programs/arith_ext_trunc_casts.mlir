// extsi/extui/trunci, index_cast/index_castui, odd widths and i1.
// RUN-PIPELINE: -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @casts(%x: i32) {
  %t8 = arith.trunci %x : i32 to i8
  %s8 = arith.extsi %t8 : i8 to i64
  %u8 = arith.extui %t8 : i8 to i64
  func.call @printI64(%s8) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%u8) : (i64) -> ()
  func.call @printComma() : () -> ()
  %t3 = arith.trunci %x : i32 to i3
  %s3 = arith.extsi %t3 : i3 to i64
  %u3 = arith.extui %t3 : i3 to i64
  func.call @printI64(%s3) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%u3) : (i64) -> ()
  func.call @printComma() : () -> ()
  %t1 = arith.trunci %x : i32 to i1
  %s1 = arith.extsi %t1 : i1 to i64
  %u1 = arith.extui %t1 : i1 to i64
  func.call @printI64(%s1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%u1) : (i64) -> ()
  func.call @printComma() : () -> ()
  %i = arith.index_cast %x : i32 to index
  %iu = arith.index_castui %x : i32 to index
  %bi = arith.index_cast %i : index to i64
  %bu = arith.index_cast %iu : index to i64
  func.call @printI64(%bi) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%bu) : (i64) -> ()
  func.call @printComma() : () -> ()
  %t17 = arith.trunci %x : i32 to i17
  %s17 = arith.extsi %t17 : i17 to i64
  func.call @printI64(%s17) : (i64) -> ()
  func.call @printComma() : () -> ()
  %bk = arith.index_cast %bi : i64 to index
  %back = arith.index_cast %bk : index to i16
  %b64 = arith.extui %back : i16 to i64
  func.call @printI64(%b64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 0 : i32
  %b = arith.constant -1 : i32
  %c = arith.constant 255 : i32
  %d = arith.constant 133 : i32
  %e = arith.constant -70000 : i32
  %f = arith.constant 2147483647 : i32
  func.call @casts(%a) : (i32) -> ()
  func.call @casts(%b) : (i32) -> ()
  func.call @casts(%c) : (i32) -> ()
  func.call @casts(%d) : (i32) -> ()
  func.call @casts(%e) : (i32) -> ()
  func.call @casts(%f) : (i32) -> ()
  return
}
