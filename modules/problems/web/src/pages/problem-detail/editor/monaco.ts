// The Monaco chunk: the editor core with the features a judge's editor needs (not editor.main, which
// brings every language service and their workers), the grammars of the judge's languages, our themes
// and the editor worker. Loaded only by ../code-editor.tsx through a dynamic import named "monaco".
// Left out, for size (issue 38): hover (no hover providers here; it brings the colour picker, inlay
// hints, code actions and a markdown renderer, ~60 KiB gzip), drag and drop of text, font zoom,
// smart select and caret moves. editor.api itself is ~680 KiB gzip in monaco-editor 0.57.
import 'monaco-editor/features/codicon/register.js'
import 'monaco-editor/features/bracketMatching/register.js'
import 'monaco-editor/features/clipboard/register.js'
import 'monaco-editor/features/comment/register.js'
import 'monaco-editor/features/contextmenu/register.js'
import 'monaco-editor/features/cursorUndo/register.js'
import 'monaco-editor/features/find/register.js'
import 'monaco-editor/features/folding/register.js'
import 'monaco-editor/features/indentation/register.js'
import 'monaco-editor/features/linesOperations/register.js'
import 'monaco-editor/features/multicursor/register.js'
import 'monaco-editor/features/snippet/register.js'
import 'monaco-editor/features/suggest/register.js'
import 'monaco-editor/features/tokenization/register.js'
import 'monaco-editor/features/wordHighlighter/register.js'
import 'monaco-editor/features/wordOperations/register.js'
import 'monaco-editor/features/wordPartOperations/register.js'
// The suggest widget itself (features/suggest brings only its inline-completion part).
import 'monaco-editor/editor/contrib/suggest/browser/suggestController.js'

import * as monaco from 'monaco-editor/editor/editor.api.js'
import * as cpp from 'monaco-editor/languages/definitions/cpp/cpp.js'
import * as csharp from 'monaco-editor/languages/definitions/csharp/csharp.js'
import * as go from 'monaco-editor/languages/definitions/go/go.js'
import * as java from 'monaco-editor/languages/definitions/java/java.js'
import * as javascript from 'monaco-editor/languages/definitions/javascript/javascript.js'
import * as kotlin from 'monaco-editor/languages/definitions/kotlin/kotlin.js'
import * as pascal from 'monaco-editor/languages/definitions/pascal/pascal.js'
import * as php from 'monaco-editor/languages/definitions/php/php.js'
import * as python from 'monaco-editor/languages/definitions/python/python.js'
import * as ruby from 'monaco-editor/languages/definitions/ruby/ruby.js'
import * as rust from 'monaco-editor/languages/definitions/rust/rust.js'

import type { MonacoLanguage } from './languages.ts'
import { customThemes } from './themes.ts'

export { monaco }

interface Grammar {
  readonly conf: monaco.languages.LanguageConfiguration
  readonly language: monaco.languages.IMonarchLanguage
}

/** The grammars, registered at once (one chunk; no per-language chunks to fetch later). */
const GRAMMARS: Readonly<Record<Exclude<MonacoLanguage, 'plaintext'>, Grammar>> = {
  c: cpp,
  cpp,
  csharp,
  go,
  java,
  javascript,
  kotlin,
  pascal,
  php,
  python,
  ruby,
  rust,
}

/** Where the editor worker was built (a second compiler, see the root rspack.config.ts). */
function editorWorkerUrl(publicPath: string, origin: string): string {
  return new URL(`${publicPath}workers/editor.worker.js`, origin).href
}

function startWorker(label: string): Worker {
  const url = editorWorkerUrl(__webpack_public_path__, location.href)
  if (new URL(url).origin === location.origin) return new Worker(url, { name: label })
  // A remote served from another origin: a worker must be same-origin, so a blob loads the script.
  const blob = new Blob([`importScripts(${JSON.stringify(url)})`], { type: 'text/javascript' })
  return new Worker(URL.createObjectURL(blob), { name: label })
}

let ready = false

/** Registers the languages, themes and the worker once. */
export function setUpMonaco(): typeof monaco {
  if (ready) return monaco
  ready = true
  globalThis.MonacoEnvironment = { getWorker: (_workerId, label) => startWorker(label) }
  for (const [id, grammar] of Object.entries(GRAMMARS)) {
    monaco.languages.register({ id })
    monaco.languages.setMonarchTokensProvider(id, grammar.language)
    monaco.languages.setLanguageConfiguration(id, grammar.conf)
  }
  for (const [name, data] of customThemes()) monaco.editor.defineTheme(name, data)
  return monaco
}
