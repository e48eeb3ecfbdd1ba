// Vector ops through convert-vector-to-scf and convert-vector-to-llvm: broadcasts,
// shape casts, transposes, strided slices, masks, reductions, fma, outer products and
// masked memory accesses, printed element by element.
// RUN-PIPELINE: -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func @main() {
  %f1 = arith.constant 1.5 : f32
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %i = arith.constant dense<[3, -7, 11, 2]> : vector<4xi32>
  %b = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  vector.print %b : vector<2x4xf32>
  %s = vector.broadcast %f1 : f32 to vector<2x3xf32>
  vector.print %s : vector<2x3xf32>
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %t = vector.transpose %m, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %t : vector<3x2xf32>
  %c = vector.shape_cast %m : vector<2x3xf32> to vector<6xf32>
  vector.print %c : vector<6xf32>
  %u = vector.shape_cast %c : vector<6xf32> to vector<3x2xf32>
  vector.print %u : vector<3x2xf32>
  %e = vector.extract_strided_slice %c {offsets = [1], sizes = [3], strides = [1]} : vector<6xf32> to vector<3xf32>
  vector.print %e : vector<3xf32>
  %n = vector.insert_strided_slice %v, %c {offsets = [2], strides = [1]} : vector<4xf32> into vector<6xf32>
  vector.print %n : vector<6xf32>
  %r0 = vector.reduction <add>, %v : vector<4xf32> into f32
  vector.print %r0 : f32
  %r1 = vector.reduction <maxsi>, %i : vector<4xi32> into i32
  vector.print %r1 : i32
  %r2 = vector.reduction <mul>, %i, %r1 : vector<4xi32> into i32
  vector.print %r2 : i32
  %r3 = vector.reduction <minimumf>, %v, %f1 : vector<4xf32> into f32
  vector.print %r3 : f32
  %fm = vector.fma %v, %v, %v : vector<4xf32>
  vector.print %fm : vector<4xf32>
  %o = vector.outerproduct %v, %v : vector<4xf32>, vector<4xf32>
  vector.print %o : vector<4x4xf32>
  %k = arith.constant 3 : index
  %mk = vector.create_mask %k : vector<4xi1>
  vector.print %mk : vector<4xi1>
  %cm = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %cm : vector<2x3xi1>
  %sh = vector.shuffle %v, %v [7, 0, 5] : vector<4xf32>, vector<4xf32>
  vector.print %sh : vector<3xf32>
  %mem = memref.alloca() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  vector.store %v, %mem[%c0] : memref<8xf32>, vector<4xf32>
  vector.store %fm, %mem[%c4] : memref<8xf32>, vector<4xf32>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %ml = vector.maskedload %mem[%c4], %mk, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml : vector<4xf32>
  %mk2 = vector.constant_mask [2] : vector<4xi1>
  vector.maskedstore %mem[%c0], %mk2, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %ld = vector.load %mem[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %ld : vector<8xf32>
  %sel = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  vector.compressstore %mem[%c0], %sel, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %ex = vector.expandload %mem[%c4], %sel, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ex : vector<4xf32>
  %ld2 = vector.load %mem[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %ld2 : vector<8xf32>
  return
}
