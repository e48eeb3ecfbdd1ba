// RUN: rmlir-opt --list-passes | FileCheck %s
// RUN: rmlir-opt --list-passes %s.does-not-exist | FileCheck %s

// `--list-passes` prints the registered passes and their options and exits without reading
// the input. mlir-opt 19 has no such flag: this is the format of LLVM 20's
// `printRegisteredPasses` (the lines are those of mlir-opt 19's `--help` pass list, which
// the pass registry's unit test compares, with the columns sized by the widest pass option).

// CHECK:      Passes:
// CHECK-NEXT:   --affine-data-copy-generate                        -   Generate explicit copying for affine memory operations
// CHECK-NEXT:     --fast-mem-capacity=<ulong>                      - Set fast memory space capacity in KiB (default: unlimited)
// CHECK-NEXT:     --fast-mem-space=<uint>                          - Fast memory space identifier for copy generation (default: 1)
// CHECK-NEXT:     --generate-dma                                   - Generate DMA instead of point-wise copy
// CHECK-NEXT:     --min-dma-transfer=<int>                         - Minimum DMA transfer size supported by the target in bytes
// CHECK-NEXT:     --skip-non-unit-stride-loops                     - Testing purposes: avoid non-unit stride loop choice depths for copy placement
// CHECK-NEXT:     --slow-mem-space=<uint>                          - Slow memory space identifier for copy generation (default: 0)
// CHECK-NEXT:     --tag-mem-space=<uint>                           - Tag memory space identifier for copy generation (default: 0)
// CHECK-NEXT:   --affine-expand-index-ops                          -   Lower affine operations operating on indices into more fundamental operations
// CHECK-NEXT:   --affine-loop-coalescing                           -   Coalesce nested loops with independent bounds into a single loop
// CHECK-NEXT:   --affine-loop-fusion                               -   Fuse affine loop nests
// CHECK-NEXT:     --fusion-compute-tolerance=<number>              - Fractional increase in additional computation tolerated while fusing
// CHECK-NEXT:     --fusion-fast-mem-space=<uint>                   - Faster memory space number to promote fusion buffers to
// CHECK-NEXT:     --fusion-local-buf-threshold=<ulong>             - Threshold size (KiB) for promoting local buffers to fast memory space
// CHECK-NEXT:     --fusion-maximal                                 - Enables maximal loop fusion
// CHECK-NEXT:     --mode=<value>                                   - fusion mode to attempt
// CHECK-NEXT:     =greedy                                        -   Perform greedy (both producer-consumer and sibling)  fusion
// CHECK-NEXT:     =producer                                      -   Perform only producer-consumer fusion
// CHECK-NEXT:     =sibling                                       -   Perform only sibling fusion
// CHECK-NEXT:   --affine-loop-invariant-code-motion                -   Hoist loop invariant instructions outside of affine loops
// CHECK-NEXT:   --affine-loop-normalize                            -   Apply normalization transformations to affine loop-like ops
// CHECK-NEXT:     --promote-single-iter                            - Promote single iteration loops
// CHECK-NEXT:   --affine-loop-tile                                 -   Tile affine loop nests
// CHECK-NEXT:     --cache-size=<ulong>                             - Set size of cache to tile for in KiB (default: 512)
// CHECK-NEXT:     --separate                                       - Separate full and partial tiles (default: false)
// CHECK-NEXT:     --tile-size=<uint>                               - Use this tile size for all loops
// CHECK-NEXT:     --tile-sizes=<uint>                              - List of tile sizes for each perfect nest (overridden by -tile-size)
// CHECK-NEXT:   --affine-loop-unroll                               -   Unroll affine loops
// CHECK-NEXT:     --cleanup-unroll                                 - Fully unroll the cleanup loop when possible.
// CHECK-NEXT:     --unroll-factor=<uint>                           - Use this unroll factor for all loops being unrolled
// CHECK-NEXT:     --unroll-full                                    - Fully unroll loops
// CHECK-NEXT:     --unroll-full-threshold=<uint>                   - Unroll all loops with trip count less than or equal to this
// CHECK-NEXT:     --unroll-num-reps=<uint>                         - Unroll innermost loops repeatedly this many times
// CHECK-NEXT:     --unroll-up-to-factor                            - Allow unrolling up to the factor specified
// CHECK-NEXT:   --affine-loop-unroll-jam                           -   Unroll and jam affine loops
// CHECK-NEXT:     --unroll-jam-factor=<uint>                       - Use this unroll jam factor for all loops (default 4)
// CHECK-NEXT:   --affine-scalrep                                   -   Replace affine memref accesses by scalars by forwarding stores to loads and eliminating redundant loads
// CHECK-NEXT:   --affine-simplify-structures                       -   Simplify affine expressions in maps/sets and normalize memrefs
// CHECK-NEXT:   --affine-super-vectorize                           -   Vectorize to a target independent n-D vector abstraction
// CHECK-NEXT:     --test-fastest-varying=<string>                  - Specify a 1-D, 2-D or 3-D pattern of fastest varying memory dimensions to match. See defaultPatterns in Vectorize.cpp for a description and examples. This is used for testing purposes
// CHECK-NEXT:     --vectorize-reductions                           - Vectorize known reductions expressed via iter_args. Switched off by default.
// CHECK-NEXT:     --virtual-vector-size=<string>                   - Specify an n-D virtual vector size for vectorization. This must be greater than zero.
// CHECK-NEXT:   --affine-super-vectorizer-test                     -   Tests vectorizer standalone functionality.
// CHECK-NEXT:     --backward-slicing                               - Enable testing backward static slicing and topological sort functionalities
// CHECK-NEXT:     --compose-maps                                   - Enable testing the composition of AffineMap where each AffineMap in the composition is specified as the affine_map attribute in a constant op.
// CHECK-NEXT:     --forward-slicing                                - Enable testing forward static slicing and topological sort functionalities
// CHECK-NEXT:     --slicing                                        - Enable testing static slicing and topological sort functionalities
// CHECK-NEXT:     --vector-shape-ratio=<string>                    - Specify the HW vector size for vectorization
// CHECK-NEXT:     --vectorize-affine-loop-nest                     - Enable testing for the 'vectorizeAffineLoopNest' utility by vectorizing the outermost loops found
// CHECK-NEXT:   --arith-expand                                     -   Legalize Arith ops to be convertible to LLVM.
// CHECK-NEXT:     --include-bf16                                   - Enable the BF16 expansion patterns
// CHECK-NEXT:   --buffer-loop-hoisting                             -   Optimizes placement of allocation operations by moving them out of loop nests
// CHECK-NEXT:   --canonicalize                                     -   Canonicalize operations
// CHECK-NEXT:     --disable-patterns=<string>                      - Labels of patterns that should be filtered out during application
// CHECK-NEXT:     --enable-patterns=<string>                       - Labels of patterns that should be used during application, all other patterns are filtered out
// CHECK-NEXT:     --max-iterations=<long>                          - Max. iterations between applying patterns / simplifying regions
// CHECK-NEXT:     --max-num-rewrites=<long>                        - Max. number of pattern rewrites within an iteration
// CHECK-NEXT:     --region-simplify=<value>                        - Perform control flow optimizations to the region tree
// CHECK-NEXT:     =disabled                                      -   Don't run any control-flow simplification.
// CHECK-NEXT:     =normal                                        -   Perform simple control-flow simplifications (e.g. dead args elimination).
// CHECK-NEXT:     =aggressive                                    -   Perform aggressive control-flow simplification (e.g. block merging).
// CHECK-NEXT:     --test-convergence                               - Test only: Fail pass on non-convergence to detect cyclic pattern
// CHECK-NEXT:     --top-down                                       - Seed the worklist in general top-down order
// CHECK-NEXT:   --control-flow-sink                                -   Sink operations into conditional blocks
// CHECK-NEXT:   --convert-arith-to-llvm                            -   Convert Arith dialect to LLVM dialect
// CHECK-NEXT:     --index-bitwidth=<uint>                          - Bitwidth of the index type, 0 to use size of machine word
// CHECK-NEXT:   --convert-cf-to-llvm                               -   Convert ControlFlow operations to the LLVM dialect
// CHECK-NEXT:     --index-bitwidth=<uint>                          - Bitwidth of the index type, 0 to use size of machine word
// CHECK-NEXT:   --convert-func-to-llvm                             -   Convert from the Func dialect to the LLVM dialect
// CHECK-NEXT:     --index-bitwidth=<uint>                          - Bitwidth of the index type, 0 to use size of machine word
// CHECK-NEXT:     --use-bare-ptr-memref-call-conv                  - Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types
// CHECK-NEXT:   --convert-index-to-llvm                            -   Lower the `index` dialect to the `llvm` dialect.
// CHECK-NEXT:     --index-bitwidth=<uint>                          - Bitwidth of the index type, 0 to use size of machine word
// CHECK-NEXT:   --convert-linalg-to-affine-loops                   -   Lower the operations from the linalg dialect into affine loops
// CHECK-NEXT:   --convert-linalg-to-loops                          -   Lower the operations from the linalg dialect into loops
// CHECK-NEXT:   --convert-linalg-to-parallel-loops                 -   Lower the operations from the linalg dialect into parallel loops
// CHECK-NEXT:   --convert-linalg-to-std                            -   Convert the operations from the linalg dialect into the Standard dialect
// CHECK-NEXT:   --convert-math-to-funcs                            -   Convert Math operations to calls of outlined implementations.
// CHECK-NEXT:     --convert-ctlz                                   - Convert math.ctlz to a software implementation. Enable for targets that do not natively support ctlz.
// CHECK-NEXT:     --min-width-of-fpowi-exponent=<uint>             - Convert FPowI only if the width of its exponent's integer type is greater than or equal to this value
// CHECK-NEXT:   --convert-math-to-libm                             -   Convert Math dialect to libm calls
// CHECK-NEXT:   --convert-math-to-llvm                             -   Convert Math dialect to LLVM dialect
// CHECK-NEXT:     --approximate-log1p                              - Enable approximation of Log1p.
// CHECK-NEXT:   --convert-scf-to-cf                                -   Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG
// CHECK-NEXT:   --convert-to-llvm                                  -   Convert to LLVM via dialect interfaces found in the input IR
// CHECK-NEXT:     --filter-dialects=<string>                       - Test conversion patterns of only the specified dialects
// CHECK-NEXT:   --convert-ub-to-llvm                               -   Convert UB dialect to LLVM dialect
// CHECK-NEXT:     --index-bitwidth=<uint>                          - Bitwidth of the index type, 0 to use size of machine word
// CHECK-NEXT:   --convert-vector-to-llvm                           -   Lower the operations from the vector dialect into the LLVM dialect
// CHECK-NEXT:     --enable-amx                                     - Enables the use of AMX dialect while lowering the vector dialect.
// CHECK-NEXT:     --enable-arm-neon                                - Enables the use of ArmNeon dialect while lowering the vector dialect.
// CHECK-NEXT:     --enable-arm-sve                                 - Enables the use of ArmSVE dialect while lowering the vector dialect.
// CHECK-NEXT:     --enable-x86vector                               - Enables the use of X86Vector dialect while lowering the vector dialect.
// CHECK-NEXT:     --force-32bit-vector-indices                     - Allows compiler to assume vector indices fit in 32-bit if that yields faster code
// CHECK-NEXT:     --reassociate-fp-reductions                      - Allows llvm to reassociate floating-point reductions for speed
// CHECK-NEXT:   --convert-vector-to-scf                            -   Lower the operations from the vector dialect into the SCF dialect
// CHECK-NEXT:     --full-unroll                                    - Perform full unrolling when converting vector transfers to SCF
// CHECK-NEXT:     --lower-tensors                                  - Lower transfer ops that operate on tensors
// CHECK-NEXT:     --target-rank=<uint>                             - Target vector rank to which transfer ops should be lowered
// CHECK-NEXT:   --cse                                              -   Eliminate common sub-expressions
// CHECK-NEXT:   --drop-equivalent-buffer-results                   -   Remove MemRef return values that are equivalent to a bbArg
// CHECK-NEXT:   --expand-strided-metadata                          -   Expand memref operations into easier to analyze constructs
// CHECK-NEXT:   --finalize-memref-to-llvm                          -   Finalize MemRef dialect to LLVM dialect conversion
// CHECK-NEXT:     --index-bitwidth=<uint>                          - Bitwidth of the index type, 0 to use size of machine word
// CHECK-NEXT:     --use-aligned-alloc                              - Use aligned_alloc in place of malloc for heap allocations
// CHECK-NEXT:     --use-generic-functions                          - Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions
// CHECK-NEXT:   --fold-memref-alias-ops                            -   Fold memref alias ops into consumer load/store ops
// CHECK-NEXT:   --inline                                           -   Inline function calls
// CHECK-NEXT:     --default-pipeline=<string>                      - The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList
// CHECK-NEXT:     --inlining-threshold=<uint>                      - If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it
// CHECK-NEXT:     --max-iterations=<uint>                          - Maximum number of iterations when inlining within an SCC
// CHECK-NEXT:     --op-pipelines=<pass-manager>                    - Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)
// CHECK-NEXT:   --linalg-block-pack-matmul                         -   Convert linalg matmul ops to block layout and back
// CHECK-NEXT:     --allow-padding                                  - Allow packing padding
// CHECK-NEXT:     --block-factors=<string>                         - Block factors (mb, nb, kb) for relayout
// CHECK-NEXT:     --lhs-transpose-inner-blocks                     - Transpose LHS inner block layout [mb][kb] -> [kb][mb]
// CHECK-NEXT:     --lhs-transpose-outer-blocks                     - Transpose LHS outer block layout [MB][KB] -> [KB][MB]
// CHECK-NEXT:     --mnk-order=<string>                             - Permutation of matmul (M, N, K) dimensions order
// CHECK-NEXT:     --mnk-padded-multiples=<string>                  - Next multiples of the packing sizes
// CHECK-NEXT:     --rhs-transpose-inner-blocks                     - Transpose RHS inner block layout [kb][nb] -> [nb][kb]
// CHECK-NEXT:     --rhs-transpose-outer-blocks                     - Transpose RHS outer block layout [KB][NB] -> [NB][KB]
// CHECK-NEXT:   --linalg-detensorize                               -   Detensorize linalg ops
// CHECK-NEXT:     --aggressive-mode                                - Detensorize all ops that qualify for detensoring along with branch operands and basic-block arguments.
// CHECK-NEXT:   --linalg-fold-unit-extent-dims                     -   Remove unit-extent dimension in Linalg ops on tensors
// CHECK-NEXT:     --use-rank-reducing-slices                       - Generate rank-reducing slices instead of reassociative reshapes
// CHECK-NEXT:   --linalg-fuse-elementwise-ops                      -   Fuse elementwise operations on tensors
// CHECK-NEXT:   --linalg-generalize-named-ops                      -   Convert named ops into generic ops
// CHECK-NEXT:   --linalg-specialize-generic-ops                    -   Convert generic ops back to named ops
// CHECK-NEXT:   --llvm-add-comdats                                 -   Add comdats to linkonce and linkonce_odr functions
// CHECK-NEXT:   --llvm-legalize-for-export                         -   Legalize LLVM dialect to be convertible to LLVM IR
// CHECK-NEXT:   --llvm-request-c-wrappers                          -   Request C wrapper emission for all functions
// CHECK-NEXT:   --loop-invariant-code-motion                       -   Hoist loop invariant instructions outside of the loop
// CHECK-NEXT:   --lower-affine                                     -   Lower Affine operations to a combination of Standard and SCF operations
// CHECK-NEXT:   --lower-vector-mask                                -   Lower 'vector.mask' operations
// CHECK-NEXT:   --mem2reg                                          -   Promotes memory slots into values.
// CHECK-NEXT:     --region-simplify                                - Perform control flow optimizations to the region tree
// CHECK-NEXT:   --memref-expand                                    -   Legalize memref operations to be convertible to LLVM.
// CHECK-NEXT:   --normalize-memrefs                                -   Normalize memrefs
// CHECK-NEXT:   --one-shot-bufferize                               -   One-Shot Bufferize
// CHECK-NEXT:     --allow-return-allocs-from-loops                 - Allows returning/yielding new allocations from a loop.
// CHECK-NEXT:     --allow-unknown-ops                              - Allows unknown (not bufferizable) ops in the input IR.
// CHECK-NEXT:     --analysis-fuzzer-seed=<uint>                    - Test only: Analyze ops in random order with a given seed (fuzzer)
// CHECK-NEXT:     --analysis-heuristic=<string>                    - Heuristic that control the IR traversal during analysis
// CHECK-NEXT:     --bufferize-function-boundaries                  - Bufferize function boundaries (experimental).
// CHECK-NEXT:     --check-parallel-regions                         - Account for parallel regions in RaW analysis.
// CHECK-NEXT:     --copy-before-write                              - Skip the analysis. Make a buffer copy on every write.
// CHECK-NEXT:     --dialect-filter=<string>                        - Restrict bufferization to ops from these dialects.
// CHECK-NEXT:     --dump-alias-sets                                - Test only: Annotate tensor IR with alias sets
// CHECK-NEXT:     --function-boundary-type-conversion=<string>     - Controls layout maps when bufferizing function signatures.
// CHECK-NEXT:     --must-infer-memory-space                        - The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used otherwise.
// CHECK-NEXT:     --no-analysis-func-filter=<string>               - Skip analysis of functions with these symbol names.Set copyBeforeWrite to true when bufferizing them.
// CHECK-NEXT:     --print-conflicts                                - Test only: Annotate IR with RaW conflicts. Requires test-analysis-only.
// CHECK-NEXT:     --test-analysis-only                             - Test only: Only run inplaceability analysis and annotate IR
// CHECK-NEXT:     --unknown-type-conversion=<string>               - Controls layout maps for non-inferrable memref types.
// CHECK-NEXT:   --print-op-stats                                   -   Print statistics of operations
// CHECK-NEXT:     --json                                           - print the stats as JSON
// CHECK-NEXT:   --reconcile-unrealized-casts                       -   Simplify and eliminate unrealized conversion casts
// CHECK-NEXT:   --remove-dead-values                               -   Remove dead values
// CHECK-NEXT:   --resolve-ranked-shaped-type-result-dims           -   Resolve memref.dim of result values of ranked shape type
// CHECK-NEXT:   --resolve-shaped-type-result-dims                  -   Resolve memref.dim of result values
// CHECK-NEXT:   --sccp                                             -   Sparse Conditional Constant Propagation
// CHECK-NEXT:   --scf-for-loop-canonicalization                    -   Canonicalize operations within scf.for loop bodies
// CHECK-NEXT:   --set-llvm-module-datalayout                       -   Attach a datalayout string as a module attribute
// CHECK-NEXT:     --data-layout=<string>                           - String description (LLVM format) of the data layout that is expected on the produced module
// CHECK-NEXT:   --sroa                                             -   Scalar Replacement of Aggregates
// CHECK-NEXT:   --strip-debuginfo                                  -   Strip debug info from all operations
// CHECK-NEXT:   --symbol-dce                                       -   Eliminate dead symbols
// CHECK-NEXT:   --symbol-privatize                                 -   Mark symbols private
// CHECK-NEXT:     --exclude=<string>                               - Comma separated list of symbols that should not be marked private
// CHECK-NEXT:   --test-affine-access-analysis                      -   Tests affine memory access analysis utility
// CHECK-NEXT:   --test-affine-loop-unswitch                        -   Tests affine loop unswitching / if/else hoisting
// CHECK-NEXT:   --test-affine-parametric-tile                      -   Tile affine loops using SSA values as tile sizes
// CHECK-NEXT:   --test-cf-assert                                   -   Function pass to test cf.assert lowering to LLVM without abort
// CHECK-NEXT:   --test-constant-fold                               -   Test operation constant folding
// CHECK-NEXT:   --test-create-vector-broadcast                     -   Test optimization transformations for transfer ops
// CHECK-NEXT:   --test-data-layout-query                           -   Test data layout queries
// CHECK-NEXT:   --test-emulate-narrow-int                          -   Function pass to test Narrow Integer Emulation
// CHECK-NEXT:     --arith-compute-bitwidth=<uint>                  - arith computation bit width
// CHECK-NEXT:     --memref-load-bitwidth=<uint>                    - memref load/store emulation bit width
// CHECK-NEXT:     --skip-memref-type-conversion                    - disable memref type conversion (to test failures)
// CHECK-NEXT:   --test-fold-arith-extf-into-vector-contract-patterns-   Test patterns that fold arithmetic extension ops into vector contract ops
// CHECK-NEXT:   --test-linalg-data-layout-propagation              -   Test data layout propagation
// CHECK-NEXT:   --test-linalg-decompose-ops                        -   Test Linalg decomposition patterns
// CHECK-NEXT:     --remove-dead-args-and-results                   - Test patterns to erase unused operands and results
// CHECK-NEXT:   --test-linalg-drop-unit-dims                       -   
// CHECK-NEXT:   --test-linalg-elementwise-fusion-patterns          -   Test Linalg element wise operation fusion patterns
// CHECK-NEXT:     --collapse-dimensions-control=<long>             - Test controlling dimension collapse pattern
// CHECK-NEXT:     --control-fusion-by-expansion                    - Test controlling fusion of reshape with generic op by expansion
// CHECK-NEXT:     --fuse-generic-ops                               - Test fusion of generic operations.
// CHECK-NEXT:     --fuse-generic-ops-control                       - Test fusion of generic operations with a control function.
// CHECK-NEXT:     --fuse-multiuse-producer                         - Test fusion of producer ops with multiple uses
// CHECK-NEXT:     --fuse-with-reshape-by-collapsing                - Test linalg expand_shape -> generic fusion patterns that collapse the iteration space of the consumer
// CHECK-NEXT:     --fuse-with-reshape-by-collapsing-control        - Test controlling the linalg expand_shape -> generic fusion patterns that collapse the iteration space of the consumer
// CHECK-NEXT:     --fuse-with-reshape-by-expansion                 - Test fusion of generic operations with reshape by expansion
// CHECK-NEXT:   --test-linalg-rank-reduce-contraction-ops          -   Test Linalg rank reduce contraction ops with unit dims
// CHECK-NEXT:   --test-linalg-transform-patterns                   -   Test Linalg transformation patterns by applying them greedily.
// CHECK-NEXT:     --loop-type=<string>                             - Specify the type of loops to generate: for, parallel or tiled_loop
// CHECK-NEXT:     --peeled-loops=<long>                            - Loops to be peeled when test-tile-pattern
// CHECK-NEXT:     --skip-partial                                   - Skip loops inside partial iterations during peeling
// CHECK-NEXT:     --test-bubble-up-extract-slice-op-pattern        - Test rewrite of linalgOp + extract_slice into extract_slice + linalgOp
// CHECK-NEXT:     --test-decompose-winograd-ops                    - Test decompose Winograd ops
// CHECK-NEXT:     --test-erase-unnecessary-inputs                  - Test patterns to erase unnecessary inputs
// CHECK-NEXT:     --test-erase-unused-operands-and-results         - Test patterns to erase unused operands and results
// CHECK-NEXT:     --test-generalize-pad-tensor                     - Test transform pad tensor by copying with generic ops
// CHECK-NEXT:     --test-generalize-tensor-pack                    - Test transform that generalizes pack ops into a sequence of tensor and Linalg ops
// CHECK-NEXT:     --test-generalize-tensor-unpack                  - Test transform that generalizes unpack ops into a sequence of tensor and Linalg ops
// CHECK-NEXT:     --test-linalg-to-vector-patterns                 - Test a set of patterns that rewrite a linalg contraction in vector.contract form
// CHECK-NEXT:     --test-patterns                                  - Test a mixed set of patterns
// CHECK-NEXT:     --test-swap-extract-slice-with-fill-pattern      - Test patterns to swap tensor.extract_slice(linalg.fill())
// CHECK-NEXT:     --test-swap-subtensor-padtensor                  - Test rewrite of subtensor(tensor.pad) into tensor.pad(subtensor)
// CHECK-NEXT:     --test-vector-transfer-forwarding-patterns       - Test a fused pass that forwards memref.copy to vector.transfer
// CHECK-NEXT:     --test-winograd-conv2d                           - Test transform conv2d by Winograd conv2d algorithm
// CHECK-NEXT:     --tile-sizes=<long>                              - Linalg tile sizes for test-tile-pattern
// CHECK-NEXT:   --test-loop-fusion                                 -   Tests loop fusion utility functions.
// CHECK-NEXT:     --test-loop-fusion-dependence-check              - Enable testing of loop fusion dependence check
// CHECK-NEXT:     --test-loop-fusion-slice-computation             - Enable testing of loop fusion slice computation
// CHECK-NEXT:     --test-loop-fusion-transformation                - Enable testing of loop fusion transformation
// CHECK-NEXT:   --test-loop-permutation                            -   Tests affine loop permutation utility
// CHECK-NEXT:     --permutation-map=<uint>                         - Specify the loop permutation
// CHECK-NEXT:   --test-memref-bound-check                          -   Check memref access bounds
// CHECK-NEXT:   --test-memref-dependence-check                     -   Checks dependences between all pairs of memref accesses.
// CHECK-NEXT:   --test-scalar-vector-transfer-lowering             -   Test lowering of scalar vector transfers to memref loads/stores.
// CHECK-NEXT:     --allow-multiple-uses                            - Fold transfer operations with multiple uses
// CHECK-NEXT:   --test-sink-vector-broadcast                       -   Test lowering patterns that eliminate redundant brodacast operations.
// CHECK-NEXT:   --test-transform-dialect-erase-schedule            -   erase transform dialect schedule from the IR
// CHECK-NEXT:   --test-vector-break-down-bitcast                   -   Test pattern that breaks down vector.bitcast ops 
// CHECK-NEXT:   --test-vector-break-down-reduction-patterns        -   Test patterns to break down vector reductions into arith reductions
// CHECK-NEXT:   --test-vector-extract-strided-slice-lowering       -   Test lowering patterns that converts vector.extract_strided_slice into a chain of vector.extract and vector.insert ops
// CHECK-NEXT:   --test-vector-linearize                            -   Linearizes ND vectors for N >= 2 into 1D vectors
// CHECK-NEXT:     --target-vector-bitwidth=<uint>                  - Minimum vector bitwidth to enable the flattening transformation
// CHECK-NEXT:   --test-vector-scan-lowering                        -   Test lowering patterns that lower the scan op in the vector dialect
// CHECK-NEXT:   --test-vector-to-vector-lowering                   -   Test lowering patterns between ops in the vector dialect
// CHECK-NEXT:     --unroll                                         - Include unrolling
// CHECK-NEXT:   --test-vector-transfer-collapse-inner-most-dims    -   Test lowering patterns that reducedes the rank of the vector transfer memory and vector operands.
// CHECK-NEXT:   --test-vector-transfer-unrolling-patterns          -   Test lowering patterns to unroll transfer ops in the vector dialect
// CHECK-NEXT:     --reverse-unroll-order                           - reverse the order of unrolling of vector transfer operations
// CHECK-NEXT:   --topological-sort                                 -   Sort regions without SSA dominance in topological order
// CHECK-NEXT:   --transform-interpreter                            -   transform dialect interpreter
// CHECK-NEXT:     --debug-bind-trailing-args=<string>              - Binds trailing arguments of the entry point to the payload operations with specified names.
// CHECK-NEXT:     --debug-payload-root-tag=<string>                - Select the operation with 'transform.target_tag' attribute having the given value as payload IR root. If empty select the pass anchor operation as the payload IR root.
// CHECK-NEXT:     --disable-expensive-checks                       - Disable expensive checks in the interpreter for a faster run.
// CHECK-NEXT:     --entry-point=<string>                           - Entry point of the pass pipeline.
// CHECK-NEXT:   --transform-preload-library                        -   preload transform dialect library
// CHECK-NEXT:     --transform-library-paths=<string>               - Optional paths to files with modules that should be merged into the transform module to provide the definitions of external named sequences.
// CHECK-NEXT:   --view-op-graph                                    -   Print Graphviz visualization of an operation
// CHECK-NEXT:     --max-label-len=<uint>                           - Limit attribute/type length to number of chars
// CHECK-NEXT:     --print-attrs                                    - Print attributes of operations
// CHECK-NEXT:     --print-control-flow-edges                       - Print control flow edges
// CHECK-NEXT:     --print-data-flow-edges                          - Print data flow edges
// CHECK-NEXT:     --print-result-types                             - Print result types of operations
