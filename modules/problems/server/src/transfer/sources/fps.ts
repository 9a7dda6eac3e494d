import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'

import type { FilesShape } from '@oj/sdk/server'
import { SaxesParser } from 'saxes'

import type { CaseRow } from '../../testcases/case-rows.ts'
import { openZip } from '../../zip/read.ts'
import { badFile, type PackageAsset, type PackageProblem, type ProblemSource } from '../model.ts'
import { checkedBody, examplesText, storeAsset, storeText } from '../package-zip.ts'
import { fpsChecker } from './fps-adapter.ts'

// FPS (FreeProblemSet) XML, versions 1.1 and 1.2: <fps><item> per problem with title, time_limit
// (unit s or ms), memory_limit (unit mb or kb), description, input, output, sample_input /
// sample_output pairs, test_input / test_output pairs, hint, source, spj (language), template
// (language, 1.2) and img (src and base64; the statement's src is replaced by the stored image).
// The file is read as a stream: each test file is stored when its element ends, so a large file's
// test data is never held whole. An upload may also be a zip of such files.

interface Pending {
  /** The test files stored so far, by their place among the item's tests. */
  readonly inputs: Array<Promise<string>>
  readonly outputs: Array<Promise<string>>
}

interface FpsItem extends Pending {
  title: string
  timeLimit?: number
  memoryLimit?: number
  description: string
  input: string
  output: string
  hint: string
  source: string
  sampleInputs: Array<string>
  sampleOutputs: Array<string>
  spj?: { language: string; code: string }
  templates: Array<{ language: string; code: string }>
  images: Array<{ src: string; base64: string }>
}

const newItem = (): FpsItem => ({
  title: '',
  description: '',
  input: '',
  output: '',
  hint: '',
  source: '',
  sampleInputs: [],
  sampleOutputs: [],
  templates: [],
  images: [],
  inputs: [],
  outputs: [],
})

/** FPS language names as the judges here name theirs. */
export const fpsLanguage = (name: string): string =>
  ({
    c: 'C',
    'c++': 'C++',
    cpp: 'C++',
    java: 'Java',
    python: 'Python3',
    python3: 'Python3',
    python2: 'Python2',
    go: 'Golang',
  })[name.trim().toLowerCase()] ?? name

/** FPS limits: time in s (unless unit="ms"), memory in MB (unless unit="kb"). */
export function fpsLimit(
  kind: 'time' | 'memory',
  text: string,
  unit: string | undefined,
): number | undefined {
  const n = Number.parseFloat(text.trim())
  if (!Number.isFinite(n) || n <= 0) return undefined
  const u = (unit ?? '').toLowerCase()
  if (kind === 'time') return Math.max(1, Math.round(u === 'ms' ? n : n * 1000))
  return Math.max(1, Math.round(u === 'kb' ? n / 1024 : u === 'gb' ? n * 1024 : n))
}

const FIELDS = new Set([
  'title',
  'time_limit',
  'memory_limit',
  'description',
  'input',
  'output',
  'sample_input',
  'sample_output',
  'test_input',
  'test_output',
  'hint',
  'source',
  'spj',
  'template',
])

/** Reads the items of one FPS document from a stream of its bytes. */
async function readFpsStream(
  stream: AsyncIterable<Uint8Array>,
  file: string,
  files: FilesShape,
): Promise<Array<PackageProblem>> {
  const parser = new SaxesParser()
  const decoder = new TextDecoder()
  const items: Array<{ item: FpsItem; at: number }> = []
  const put = (text: string) => storeText(files, text)
  let item: FpsItem | undefined
  let field: { name: string; attributes: Record<string, string>; text: string } | undefined
  let image: { src: string; base64: string } | undefined
  let imagePart: 'src' | 'base64' | undefined
  let failure: Error | undefined
  let root = false
  parser.on('error', (error) => {
    failure ??= error
  })
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {}
    for (const [key, value] of Object.entries(tag.attributes)) attributes[key] = String(value)
    if (tag.name === 'fps') root = true
    else if (tag.name === 'item') item = newItem()
    else if (item && tag.name === 'img' && !field) image = { src: '', base64: '' }
    else if (image && (tag.name === 'src' || tag.name === 'base64')) imagePart = tag.name
    else if (item && !field && FIELDS.has(tag.name)) field = { name: tag.name, attributes, text: '' }
  })
  const onText = (text: string) => {
    if (imagePart && image) image[imagePart] += text
    else if (field) field.text += text
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  parser.on('closetag', (tag) => {
    if (imagePart && tag.name === imagePart) imagePart = undefined
    else if (image && tag.name === 'img') {
      item?.images.push(image)
      image = undefined
    } else if (field && tag.name === field.name && item) {
      const { text, attributes } = field
      switch (field.name) {
        case 'title':
          item.title = text.trim()
          break
        case 'time_limit':
          item.timeLimit = fpsLimit('time', text, attributes['unit'])
          break
        case 'memory_limit':
          item.memoryLimit = fpsLimit('memory', text, attributes['unit'])
          break
        case 'sample_input':
          item.sampleInputs.push(text)
          break
        case 'sample_output':
          item.sampleOutputs.push(text)
          break
        // Test files go to the Files service now; only their hashes wait for the item's end.
        case 'test_input':
          item.inputs.push(put(text))
          break
        case 'test_output':
          item.outputs.push(put(text))
          break
        case 'spj':
          item.spj = { language: fpsLanguage(attributes['language'] ?? 'C'), code: text }
          break
        case 'template':
          item.templates.push({ language: fpsLanguage(attributes['language'] ?? 'C'), code: text })
          break
        default:
          item[field.name as 'description' | 'input' | 'output' | 'hint' | 'source'] = text
      }
      field = undefined
    } else if (tag.name === 'item' && item) {
      items.push({ item, at: items.length + 1 })
      item = undefined
    }
  })
  for await (const chunk of stream) {
    parser.write(decoder.decode(chunk, { stream: true }))
    if (failure) break
    // Let the stores started by this chunk finish before reading more (memory stays flat).
    const last = items.at(-1)?.item ?? item
    if (last) await Promise.all([...last.inputs, ...last.outputs])
  }
  if (!failure) parser.write(decoder.decode()).close()
  if (failure) throw badFile(file, `not valid XML (${failure.message})`)
  if (!root) throw badFile(file, 'it is not an FPS document (no <fps> element)')
  const problems: Array<PackageProblem> = []
  for (const { item: it, at } of items) problems.push(await toProblem(it, `${file}#${at}`, files))
  return problems
}

async function toProblem(it: FpsItem, source: string, files: FilesShape): Promise<PackageProblem> {
  if (it.inputs.length === 0) throw badFile(source, 'the item has no test_input')
  const assets: Array<PackageAsset> = []
  const texts = { description: it.description, input: it.input, output: it.output, hint: it.hint }
  for (const img of it.images) {
    const src = img.src.trim()
    if (src === '' || img.base64.trim() === '') continue
    const bytes = Buffer.from(img.base64.replace(/\s+/g, ''), 'base64')
    const stored = await storeAsset(files, bytes, src.slice(src.lastIndexOf('/') + 1) || 'image')
    assets.push(stored.asset)
    for (const key of Object.keys(texts) as Array<keyof typeof texts>)
      texts[key] = texts[key].split(src).join(stored.link)
  }
  const inputs = await Promise.all(it.inputs)
  const outputs = await Promise.all(it.outputs)
  const empty = await storeText(files, '')
  const cases: Array<CaseRow> = inputs.map((inputHash, i) => ({
    seq: i + 1,
    inputName: `${i + 1}.in`,
    outputName: `${i + 1}.out`,
    inputHash,
    outputHash: outputs[i] ?? empty,
    score: 0,
    groupNum: 0,
  }))
  // HUSTOJ's spj speaks its own protocol: wrapped to speak testlib's (fps-adapter.ts).
  const checker = it.spj && it.spj.code.trim() !== '' ? fpsChecker(it.spj.code) : undefined
  const body = await checkedBody(
    {
      problem: {
        title: it.title || 'Untitled',
        ...texts,
        source: it.source.trim(),
        examples: examplesText(
          it.sampleInputs.map((input, i) => ({ input, output: it.sampleOutputs[i] ?? '' })),
        ),
        type: 0,
        auth: 1,
        ...(it.timeLimit ? { timeLimit: it.timeLimit } : {}),
        ...(it.memoryLimit ? { memoryLimit: it.memoryLimit } : {}),
        judgeMode: checker ? 'spj' : 'default',
        ...(checker ? { spjCode: checker.code, spjLanguage: checker.language } : {}),
        ...(checker?.files ? { judgeExtraFile: JSON.stringify(checker.files) } : {}),
      },
      codeTemplates: it.templates.map((t) => ({ ...t, status: true })),
    },
    source,
  )
  return { source, body, cases, assets }
}

async function startsAsZip(path: string): Promise<boolean> {
  const file = await open(path, 'r')
  try {
    const head = new Uint8Array(4)
    await file.read(head, 0, 4, 0)
    return head[0] === 0x50 && head[1] === 0x4b
  } finally {
    await file.close()
  }
}

export const fpsSource: ProblemSource = {
  id: 'fps',
  async read(path, context) {
    if (!(await startsAsZip(path)))
      return readFpsStream(createReadStream(path), context.fileName, context.files)
    const zip = await openZip(path, context.limits)
    try {
      const problems: Array<PackageProblem> = []
      for (const entry of zip.entries.filter(
        (e) => !e.isDirectory && e.name.toLowerCase().endsWith('.xml'),
      )) {
        problems.push(...(await readFpsStream(await zip.open(entry), entry.name, context.files)))
      }
      if (problems.length === 0) throw badFile(context.fileName, 'the zip holds no FPS .xml file')
      return problems
    } finally {
      zip.close()
    }
  },
}
