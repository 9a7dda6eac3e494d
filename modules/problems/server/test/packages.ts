import { strToU8, zipSync } from 'fflate'

// Problem packages the importer tests build: one known problem (A + B) in each format, and the bad
// packages every importer must refuse by name and rule.

export type Files = Record<string, string | Uint8Array>

export const zipOf = (files: Files, level: 0 | 6 = 6): Uint8Array =>
  zipSync(
    Object.fromEntries(Object.entries(files).map(([n, c]) => [n, typeof c === 'string' ? strToU8(c) : c])),
    {
      level,
    },
  )

/** The A + B cases every package carries. */
export const CASES = [
  { input: '1 2\n', output: '3\n' },
  { input: '10 20\n', output: '30\n' },
  { input: '-5 5\n', output: '0\n' },
]

/** A tiny PNG (1×1), as statements link. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
    'base64',
  ),
)

export const CHECKER =
  '#include "testlib.h"\nint main(int argc, char* argv[]) { registerTestlibCmd(argc, argv); quitf(_ok, "ok"); }\n'

export function hojPackage(problemId: string): Uint8Array {
  const json = {
    problem: {
      problemId,
      title: 'A + B (HOJ)',
      description: 'Add $a+b$.',
      input: 'Two integers.',
      output: 'Their sum.',
      examples: '<input>1 2</input><output>3</output>',
      type: 1,
      timeLimit: 2000,
      memoryLimit: 128,
      stackLimit: 64,
      difficulty: 1,
      judgeMode: 'spj',
      judgeCaseMode: 'default',
      spjCode: CHECKER,
      spjLanguage: 'C++',
      isRemoveEndBlank: true,
      openCaseResult: true,
      codeShare: true,
    },
    languages: ['C++', 'No Such Language'],
    samples: CASES.map((_, i) => ({
      input: `${i + 1}.in`,
      output: `${i + 1}.out`,
      score: i === 2 ? 34 : 33,
    })),
    tags: ['Math', 'Beginner'],
    codeTemplates: [{ language: 'C++', code: '// template\n' }],
    judgeMode: 'spj',
    userExtraFile: null,
    judgeExtraFile: { 'testlib.h': '// testlib\n' },
  }
  const files: Files = { 'problem_1.json': JSON.stringify(json) }
  CASES.forEach((c, i) => {
    files[`problem_1/${i + 1}.in`] = c.input
    files[`problem_1/${i + 1}.out`] = c.output
  })
  return zipOf(files)
}

const cdata = (text: string) => `<![CDATA[${text}]]>`

export function fpsXml(): string {
  const tests = CASES.map(
    (c) => `<test_input>${cdata(c.input)}</test_input><test_output>${cdata(c.output)}</test_output>`,
  ).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2" url="https://github.com/zhblue/freeproblemset/">
  <generator name="HUSTOJ" url="https://github.com/zhblue/hustoj/"/>
  <item>
    <title>${cdata('A + B (FPS)')}</title>
    <time_limit unit="s">${cdata('1.5')}</time_limit>
    <memory_limit unit="mb">${cdata('64')}</memory_limit>
    <img><src>${cdata('/upload/ab.png')}</src><base64>${cdata(Buffer.from(PNG).toString('base64'))}</base64></img>
    <description>${cdata('<p>Add them. <img src="/upload/ab.png"/></p>')}</description>
    <input>${cdata('Two integers')}</input>
    <output>${cdata('Their sum')}</output>
    <sample_input>${cdata('1 2')}</sample_input>
    <sample_output>${cdata('3')}</sample_output>
    ${tests}
    <hint>${cdata('')}</hint>
    <source>${cdata('FPS test')}</source>
    <solution language="C">${cdata('int main(){}')}</solution>
    <spj language="C++">${cdata(CHECKER)}</spj>
  </item>
</fps>`
}

export function qdojPackage(): Uint8Array {
  const problem = {
    display_id: 'QD1',
    title: 'A + B (QDUOJ)',
    description: { format: 'html', value: '<p>Add.</p>' },
    input_description: { format: 'html', value: 'Two.' },
    output_description: { format: 'html', value: 'Sum.' },
    hint: { format: 'html', value: '' },
    time_limit: 1000,
    memory_limit: 256,
    samples: [{ input: '1 2', output: '3' }],
    test_case_score: CASES.map((_, i) => ({
      input_name: `${i + 1}.in`,
      output_name: `${i + 1}.out`,
      score: 10,
    })),
    rule_type: 'OI',
    spj: null,
    template: {},
    source: 'QDUOJ test',
    tags: ['Math'],
  }
  const files: Files = { '1/problem.json': JSON.stringify(problem) }
  CASES.forEach((c, i) => {
    files[`1/testcase/${i + 1}.in`] = c.input
    files[`1/testcase/${i + 1}.out`] = c.output
  })
  return zipOf(files)
}

export function hydroPackage(): Uint8Array {
  const files: Files = {
    'P1/problem.yaml': 'title: A + B (Hydro)\ntag:\n  - Math\npid: null\n',
    'P1/problem_zh.md':
      '# A + B\n\nAdd ![pic](file://ab.png).\n\n```input1\n1 2\n```\n\n```output1\n3\n```\n',
    'P1/additional_file/ab.png': PNG,
    'P1/testdata/config.yaml':
      'type: default\ntime: 1s\nmemory: 128m\nsubtasks:\n  - score: 40\n    cases:\n      - input: 1.in\n        output: 1.out\n  - score: 60\n    cases:\n      - input: 2.in\n        output: 2.out\n      - input: 3.in\n        output: 3.out\n',
  }
  CASES.forEach((c, i) => {
    files[`P1/testdata/${i + 1}.in`] = c.input
    files[`P1/testdata/${i + 1}.out`] = c.output
  })
  return zipOf(files)
}

const KATTIS_VALIDATOR = `#include <cstdio>
#include <fstream>
int main(int argc, char** argv) {
  std::ifstream answer(argv[2]);
  long long want, got;
  answer >> want;
  if (std::scanf("%lld", &got) != 1) return 43;
  return got == want ? 42 : 43;
}
`

export function kattisPackage(custom: boolean): Uint8Array {
  const files: Files = {
    'abc/problem.yaml': `name:\n  en: A + B (Kattis)\nsource: Kattis test\nlimits:\n  time_limit: 2\n  memory: 512\n${custom ? 'validation: custom\n' : ''}`,
    'abc/statement/problem.en.md': 'Add $a$ and $b$.',
    'abc/data/sample/1.in': CASES[0]!.input,
    'abc/data/sample/1.ans': CASES[0]!.output,
    'abc/data/secret/2.in': CASES[1]!.input,
    'abc/data/secret/2.ans': CASES[1]!.output,
    'abc/data/secret/3.in': CASES[2]!.input,
    'abc/data/secret/3.ans': CASES[2]!.output,
  }
  if (custom) files['abc/output_validators/check/validate.cpp'] = KATTIS_VALIDATOR
  return zipOf(files)
}

export function polygonPackage(): Uint8Array {
  const tests = CASES.map(
    (_, i) => `<test method="manual"${i === 0 ? ' sample="true"' : ''} points="${i === 2 ? 34 : 33}"/>`,
  ).join('')
  const xml = `<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="3" short-name="a-plus-b" url="https://polygon.codeforces.com/p/x/a-plus-b">
  <names><name language="english" value="A + B (Polygon)"/></names>
  <statements><statement charset="UTF-8" language="english" mathjax="true" path="statements/english/problem.tex" type="application/x-tex"/></statements>
  <judging cpu-name="Intel" cpu-speed="3600" input-file="" output-file="">
    <testset name="tests">
      <time-limit>1000</time-limit>
      <memory-limit>268435456</memory-limit>
      <test-count>3</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>${tests}</tests>
    </testset>
  </judging>
  <files><resources><file path="files/testlib.h" type="h.g++"/></resources></files>
  <assets>
    <checker name="std::ncmp.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>
  </assets>
  <tags><tag value="math"/></tags>
</problem>`
  const files: Files = {
    'problem.xml': xml,
    'files/testlib.h': '// testlib\n',
    'files/check.cpp': CHECKER,
    'statement-sections/english/name.tex': 'A + B (Polygon)',
    'statement-sections/english/legend.tex': 'Add $a$ and $b$.',
    'statement-sections/english/input.tex': 'Two integers.',
    'statement-sections/english/output.tex': 'Their sum.',
    'statement-sections/english/example.01': '1 2\n',
    'statement-sections/english/example.01.a': '3\n',
  }
  CASES.forEach((c, i) => {
    const n = String(i + 1).padStart(2, '0')
    files[`tests/${n}`] = c.input
    files[`tests/${n}.a`] = c.output
  })
  return zipOf(files)
}

/** A zip whose central directory says one file is far larger than it is (a bomb claims). */
export function lyingZip(claimed: number): Uint8Array {
  const out = zipOf({ '1.in': 'x'.repeat(100), '1.out': 'y' }).slice()
  const view = new DataView(out.buffer)
  for (let at = 0; at + 4 <= out.length; at++) {
    const sig = view.getUint32(at, true)
    if (sig === 0x04034b50) view.setUint32(at + 22, claimed, true)
    if (sig === 0x02014b50) view.setUint32(at + 24, claimed, true)
  }
  return out
}

/** A zip with an entry named to leave its folder. */
export const escapingZip = (): Uint8Array => zipOf({ '../evil.in': '1', 'ok.out': '2' })
