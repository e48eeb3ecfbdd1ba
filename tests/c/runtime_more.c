/* The runner utilities beyond printing, through the C ABI: random numbers (rtsrand,
 * rtrand, rtdrand, shuffle), std::sort (stdSort*) and verifyMemRef*. Built against
 * rmlir's runtime (static library) and against upstream's libraries, it must print the
 * same bytes (heap and stack addresses aside). stderr goes to stdout, unbuffered, so the
 * verifier's reports interleave deterministically. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

void *rtsrand(uint64_t);
uint64_t rtrand(void *, uint64_t);
void rtdrand(void *);

typedef struct {
  void *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1D;
typedef struct {
  void *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2D;
typedef struct {
  void *allocated, *aligned;
  int64_t offset;
} MemRef0D;
typedef struct {
  int64_t rank;
  void *descriptor;
} UnrankedMemRef;

void _mlir_ciface_shuffle(MemRef1D *, void *);
void _mlir_ciface_stdSortI64(uint64_t, MemRef1D *);
void _mlir_ciface_stdSortF64(uint64_t, MemRef1D *);
void _mlir_ciface_stdSortF32(uint64_t, MemRef1D *);

#define VERIFY(T) int64_t _mlir_ciface_verifyMemRef##T(UnrankedMemRef *, UnrankedMemRef *);
VERIFY(I8)
VERIFY(I16)
VERIFY(I32)
VERIFY(I64)
VERIFY(F16)
VERIFY(BF16)
VERIFY(F32)
VERIFY(F64)
VERIFY(Ind)
VERIFY(C32)
VERIFY(C64)
int64_t verifyMemRefI32(int64_t, void *, void *);
int64_t verifyMemRefF32(int64_t, void *, void *);
int64_t verifyMemRefF64(int64_t, void *, void *);
int64_t verifyMemRefInd(int64_t, void *, void *);
int64_t verifyMemRefC32(int64_t, void *, void *);
int64_t verifyMemRefC64(int64_t, void *, void *);

static uint64_t fnv(const void *p, size_t n) {
  const unsigned char *b = p;
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++)
    h = (h ^ b[i]) * 1099511628211ull;
  return h;
}

static uint64_t lcg_state = 12345;
static uint64_t lcg(void) {
  lcg_state = lcg_state * 6364136223846793005ull + 1442695040888963407ull;
  return lcg_state >> 33;
}

static void random_numbers(void) {
  static const uint64_t bounds[] = {0,
                                    1,
                                    2,
                                    9,
                                    100,
                                    65535,
                                    1000003,
                                    4294967294ull,
                                    4294967295ull,
                                    4294967296ull,
                                    (1ull << 40) + 7,
                                    18446744073709551615ull};
  void *g = rtsrand(42);
  for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++) {
    printf("rtrand(%llu):", (unsigned long long)bounds[b]);
    for (int i = 0; i < 6; i++)
      printf(" %llu", (unsigned long long)rtrand(g, bounds[b]));
    printf("\n");
  }
  rtdrand(g);
  /* Seeds wider than 32 bits: only the low 32 bits count. */
  g = rtsrand(0x100000005ull);
  printf("seed 2^32+5:");
  for (int i = 0; i < 4; i++)
    printf(" %llu", (unsigned long long)rtrand(g, 1000));
  printf("\n");
  rtdrand(g);

  g = rtsrand(7);
  static uint64_t perm[70000];
  static const int64_t lengths[] = {0, 1, 2, 3, 8, 11, 65535, 65536, 70000};
  for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
    int64_t n = lengths[l];
    for (int64_t i = 0; i < n; i++)
      perm[i] = 99;
    MemRef1D m = {perm, perm, 0, {n}, {1}};
    _mlir_ciface_shuffle(&m, g);
    printf("shuffle(%lld):", (long long)n);
    if (n <= 11)
      for (int64_t i = 0; i < n; i++)
        printf(" %llu", (unsigned long long)perm[i]);
    else
      printf(" hash %llx", (unsigned long long)fnv(perm, n * sizeof perm[0]));
    printf("\n");
  }
  /* The offset is ignored: the permutation starts at the aligned pointer. */
  for (int i = 0; i < 6; i++)
    perm[i] = 99;
  MemRef1D off = {perm, perm, 2, {4}, {1}};
  _mlir_ciface_shuffle(&off, g);
  printf("shuffle(offset 2):");
  for (int i = 0; i < 6; i++)
    printf(" %llu", (unsigned long long)perm[i]);
  printf("\n");
  rtdrand(g);
}

static void print_doubles(const char *what, const double *xs, int n) {
  printf("%s:", what);
  for (int i = 0; i < n; i++)
    printf(" %g", xs[i]);
  printf("\n");
}

/* A permutation that drives std::sort's quicksort past its depth limit (made with
 * McIlroy's adversary), so that the heapsort fallback runs. */
static const int killer[160] = {
    133, 1, 105, 3, 153, 5, 103, 7, 131, 9, 101, 11, 145, 13, 99, 15, 129, 17, 97, 19,
    159, 21, 95, 23, 127, 25, 28, 27, 158, 156, 154, 152, 150, 148, 146, 144, 142, 140, 138, 136,
    134, 132, 130, 128, 126, 124, 122, 120, 118, 116, 114, 112, 110, 108, 106, 104, 102, 100, 98, 96,
    143, 125, 151, 123, 141, 121, 155, 119, 139, 117, 149, 115, 137, 113, 157, 111, 135, 109, 147, 107,
    0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 94, 91, 92, 89, 90, 87,
    88, 85, 86, 83, 84, 81, 82, 79, 80, 77, 78, 75, 76, 73, 74, 71, 72, 69, 70, 67,
    68, 65, 66, 63, 64, 61, 62, 59, 60, 57, 58, 55, 56, 53, 54, 51, 52, 49, 50, 47,
    48, 45, 46, 43, 44, 41, 42, 39, 40, 37, 38, 35, 36, 33, 34, 31, 32, 29, 30, 93,
};

static void sorting(void) {
  int64_t is[] = {5, -3, 9, 0, 5, -100, 42, 7, 7, 1, 2, 3, 8, -1, 6, 4, 11, 10, 12};
  MemRef1D mi = {is, is, 1, {18}, {1}};
  _mlir_ciface_stdSortI64(12, &mi); /* Elements 1 .. 12 only. */
  printf("stdSortI64:");
  for (int i = 0; i < 19; i++)
    printf(" %lld", (long long)is[i]);
  printf("\n");

  /* Signed zeros compare equal: where each ends up is the algorithm's. */
  double ds[40];
  for (int i = 0; i < 40; i++)
    ds[i] = (i % 3 == 0) ? -0.0 : (i % 3 == 1) ? 0.0 : (double)((i * 7) % 5) - 2;
  MemRef1D md = {ds, ds, 0, {40}, {1}};
  _mlir_ciface_stdSortF64(40, &md);
  print_doubles("stdSortF64 zeros", ds, 40);

  double nans[20];
  for (int i = 0; i < 20; i++)
    nans[i] = (i % 4 == 1) ? NAN : (double)((i * 13) % 7);
  MemRef1D mn = {nans, nans, 0, {20}, {1}};
  _mlir_ciface_stdSortF64(20, &mn);
  print_doubles("stdSortF64 nan", nans, 20);

  float fs[12] = {3.5f, -0.0f, 0.0f, -1.0f, 2.0f, 0.0f, -0.0f, 1e30f, -1e-30f, 2.0f, 0.5f, -7.0f};
  MemRef1D mf = {fs, fs, 0, {12}, {1}};
  _mlir_ciface_stdSortF32(12, &mf);
  printf("stdSortF32:");
  for (int i = 0; i < 12; i++)
    printf(" %g", fs[i]);
  printf("\n");

  /* Large inputs: many equal keys (with signed zeros) and many distinct ones. */
  static double big[50000];
  for (int round = 0; round < 4; round++) {
    int n = round < 2 ? 50000 : 3000;
    for (int i = 0; i < n; i++) {
      uint64_t r = lcg();
      if (round % 2 == 0)
        big[i] = (r % 5 == 0) ? -0.0 : (r % 5 == 1) ? 0.0 : (double)(r % 7);
      else
        big[i] = (double)(r % 100000) / 7.0;
    }
    MemRef1D mb = {big, big, 0, {n}, {1}};
    _mlir_ciface_stdSortF64(n, &mb);
    printf("stdSortF64 big %d: hash %llx\n", round, (unsigned long long)fnv(big, n * sizeof big[0]));
  }
  /* The adversarial permutation, then with a few values made signed zeros. */
  static const int zeros_at[][2] = {{0, 0}, {0, 2}, {20, 7}, {22, 7}, {60, 7}, {100, 7}};
  for (size_t z = 0; z < sizeof zeros_at / sizeof zeros_at[0]; z++) {
    int a = zeros_at[z][0], w = zeros_at[z][1];
    for (int i = 0; i < 160; i++) {
      int p = killer[i];
      big[i] = (p >= a && p < a + w) ? ((p % 2) ? -0.0 : 0.0) : (double)(p - a);
    }
    MemRef1D mb = {big, big, 0, {160}, {1}};
    _mlir_ciface_stdSortF64(160, &mb);
    printf("stdSortF64 killer %d/%d: hash %llx zeros ", a, w,
           (unsigned long long)fnv(big, 160 * sizeof big[0]));
    for (int i = 0; i < 160; i++)
      if (big[i] == 0)
        putchar(signbit(big[i]) ? '-' : '+');
    printf("\n");
  }
  /* Sawtooth and organ-pipe patterns with signed zeros mixed in. */
  for (int round = 0; round < 2; round++) {
    int n = 4096;
    for (int i = 0; i < n; i++) {
      int v = round == 0 ? i % 64 : (i < n / 2 ? i : n - i);
      big[i] = v == 0 ? ((i / 64) % 2 ? -0.0 : 0.0) : (double)v;
    }
    MemRef1D mb = {big, big, 0, {n}, {1}};
    _mlir_ciface_stdSortF64(n, &mb);
    printf("stdSortF64 pattern %d: hash %llx\n", round, (unsigned long long)fnv(big, n * sizeof big[0]));
  }
}

static void verifying(void) {
  int32_t a[12], e[12];
  for (int i = 0; i < 12; i++)
    a[i] = e[i] = i * 3 - 7;
  MemRef2D da = {a, a, 0, {3, 4}, {4, 1}}, de = {e, e, 0, {3, 4}, {4, 1}};
  UnrankedMemRef ua = {2, &da}, ue = {2, &de};
  printf("I32 equal: %lld\n", (long long)_mlir_ciface_verifyMemRefI32(&ua, &ue));
  for (int i = 0; i < 12; i++)
    e[i] += 1;
  /* Twelve differences, ten reported. */
  printf("I32 all differ: %lld\n", (long long)_mlir_ciface_verifyMemRefI32(&ua, &ue));
  printf("verifyMemRefI32: %lld\n", (long long)verifyMemRefI32(2, &da, &de));
  /* A strided view: only the first column. */
  MemRef2D ca = {a, a, 1, {3, 1}, {4, 1}}, ce = {e, e, 1, {3, 1}, {4, 1}};
  UnrankedMemRef uca = {2, &ca}, uce = {2, &ce};
  printf("I32 column: %lld\n", (long long)_mlir_ciface_verifyMemRefI32(&uca, &uce));

  /* Shape mismatches: both memrefs' metadata, back to back, and -1. */
  MemRef2D sa = {a, a, 0, {4, 3}, {3, 1}};
  UnrankedMemRef usa = {2, &sa};
  printf("\nshape: %lld\n", (long long)_mlir_ciface_verifyMemRefI32(&usa, &ue));
  MemRef1D r1 = {e, e, 0, {12}, {1}};
  UnrankedMemRef ur1 = {1, &r1};
  printf("\nrank: %lld\n", (long long)_mlir_ciface_verifyMemRefI32(&ua, &ur1));
  MemRef2D oa = {a, a, 1, {3, 4}, {4, 1}};
  UnrankedMemRef uoa = {2, &oa};
  printf("\noffset: %lld\n", (long long)_mlir_ciface_verifyMemRefI32(&uoa, &ue));
  /* A rank-0 actual memref is never a shape mismatch. */
  MemRef0D z = {a, a, 2};
  UnrankedMemRef uz = {0, &z};
  printf("rank 0 vs rank 2: %lld\n", (long long)_mlir_ciface_verifyMemRefI32(&uz, &ue));

  /* Elements are read from the allocated pointer, not the aligned one. */
  int32_t other[12];
  for (int i = 0; i < 12; i++)
    other[i] = 1000 + i;
  MemRef2D pa = {other, a, 0, {3, 4}, {4, 1}};
  UnrankedMemRef upa = {2, &pa};
  printf("allocated pointer: %lld\n", (long long)_mlir_ciface_verifyMemRefI32(&upa, &ue));

  float fa[8] = {1.0f, 1e-20f, 0.0f, -0.0f, INFINITY, NAN, 100.0f, 3.0f};
  float fe[8] = {1.0000005f, 0.0f, -0.0f, 0.0f, INFINITY, NAN, 100.0002f, 3.0001f};
  MemRef1D mfa = {fa, fa, 0, {8}, {1}}, mfe = {fe, fe, 0, {8}, {1}};
  UnrankedMemRef ufa = {1, &mfa}, ufe = {1, &mfe};
  printf("F32: %lld\n", (long long)_mlir_ciface_verifyMemRefF32(&ufa, &ufe));
  printf("verifyMemRefF32: %lld\n", (long long)verifyMemRefF32(1, &mfa, &mfe));

  double xa[6] = {1.0, 1.0 + 1e-13, 1.0 + 1e-11, -INFINITY, 0.1 + 0.2, 1e300};
  double xe[6] = {1.0, 1.0, 1.0, -INFINITY, 0.3, 1.0000000000001e300};
  MemRef1D mxa = {xa, xa, 0, {6}, {1}}, mxe = {xe, xe, 0, {6}, {1}};
  UnrankedMemRef uxa = {1, &mxa}, uxe = {1, &mxe};
  printf("F64: %lld\n", (long long)_mlir_ciface_verifyMemRefF64(&uxa, &uxe));
  printf("verifyMemRefF64: %lld\n", (long long)verifyMemRefF64(1, &mxa, &mxe));

  int8_t ba[4] = {65, 66, 67, 68}, be[4] = {65, 98, 67, 100};
  MemRef1D mba = {ba, ba, 0, {4}, {1}}, mbe = {be, be, 0, {4}, {1}};
  UnrankedMemRef uba = {1, &mba}, ube = {1, &mbe};
  printf("I8: %lld\n", (long long)_mlir_ciface_verifyMemRefI8(&uba, &ube));

  int16_t ha[3] = {-1, 300, 7}, he[3] = {-2, 300, 8};
  MemRef1D mha = {ha, ha, 0, {3}, {1}}, mhe = {he, he, 0, {3}, {1}};
  UnrankedMemRef uha = {1, &mha}, uhe = {1, &mhe};
  printf("I16: %lld\n", (long long)_mlir_ciface_verifyMemRefI16(&uha, &uhe));

  int64_t la[3] = {-1, 1ll << 40, 7}, le[3] = {-1, (1ll << 40) + 1, -7};
  MemRef1D mla = {la, la, 0, {3}, {1}}, mle = {le, le, 0, {3}, {1}};
  UnrankedMemRef ula = {1, &mla}, ule = {1, &mle};
  printf("I64: %lld\n", (long long)_mlir_ciface_verifyMemRefI64(&ula, &ule));

  uint64_t na[3] = {18446744073709551615ull, 2, 3}, ne[3] = {0, 2, 4};
  MemRef1D mna = {na, na, 0, {3}, {1}}, mne = {ne, ne, 0, {3}, {1}};
  UnrankedMemRef una = {1, &mna}, une = {1, &mne};
  printf("Ind: %lld\n", (long long)_mlir_ciface_verifyMemRefInd(&una, &une));
  printf("verifyMemRefInd: %lld\n", (long long)verifyMemRefInd(1, &mna, &mne));

  /* f16 and bf16 compare bit patterns: -0 differs from 0 and a NaN equals itself. */
  uint16_t f16a[4] = {0x3c00, 0x8000, 0x7e00, 0x4000}, f16e[4] = {0x3c00, 0x0000, 0x7e00, 0x4001};
  MemRef1D m16a = {f16a, f16a, 0, {4}, {1}}, m16e = {f16e, f16e, 0, {4}, {1}};
  UnrankedMemRef u16a = {1, &m16a}, u16e = {1, &m16e};
  printf("F16: %lld\n", (long long)_mlir_ciface_verifyMemRefF16(&u16a, &u16e));
  uint16_t bfa[3] = {0x3f80, 0x7fc0, 0x4049}, bfe[3] = {0x3f81, 0x7fc0, 0x4049};
  MemRef1D mbfa = {bfa, bfa, 0, {3}, {1}}, mbfe = {bfe, bfe, 0, {3}, {1}};
  UnrankedMemRef ubfa = {1, &mbfa}, ubfe = {1, &mbfe};
  printf("BF16: %lld\n", (long long)_mlir_ciface_verifyMemRefBF16(&ubfa, &ubfe));

  /* Complex numbers compare exactly. */
  float ca32[6] = {1, 2, 0.0f, -0.0f, NAN, 1}, ce32[6] = {1, 2.0000001f, -0.0f, 0.0f, NAN, 1};
  MemRef1D mca = {ca32, ca32, 0, {3}, {1}}, mce = {ce32, ce32, 0, {3}, {1}};
  UnrankedMemRef ucca = {1, &mca}, ucce = {1, &mce};
  printf("C32: %lld\n", (long long)_mlir_ciface_verifyMemRefC32(&ucca, &ucce));
  printf("verifyMemRefC32: %lld\n", (long long)verifyMemRefC32(1, &mca, &mce));
  double ca64[4] = {0.5, -1, 1e100, 3}, ce64[4] = {0.5, -1, 1e100, 3.5};
  MemRef1D mca64 = {ca64, ca64, 0, {2}, {1}}, mce64 = {ce64, ce64, 0, {2}, {1}};
  UnrankedMemRef uc64a = {1, &mca64}, uc64e = {1, &mce64};
  printf("C64: %lld\n", (long long)_mlir_ciface_verifyMemRefC64(&uc64a, &uc64e));
  printf("verifyMemRefC64: %lld\n", (long long)verifyMemRefC64(1, &mca64, &mce64));

  /* Empty memrefs have nothing to differ. */
  MemRef1D ea = {fa, fa, 0, {0}, {1}}, ee = {fe, fe, 0, {0}, {1}};
  UnrankedMemRef uea = {1, &ea}, uee = {1, &ee};
  printf("empty: %lld\n", (long long)_mlir_ciface_verifyMemRefF32(&uea, &uee));
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  dup2(1, 2);
  random_numbers();
  sorting();
  verifying();
  return 0;
}
