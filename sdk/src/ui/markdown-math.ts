// Markdown with KaTeX mathematics: `$..$`, `$$..$$`, `\(..\)` and `\[..\]`. A lazy chunk of its own,
// with KaTeX's stylesheet, loaded only by a Markdown with `math` on (problem statements).
import 'katex/dist/katex.min.css'

import katexPluginModule from '@vscode/markdown-it-katex'
import katex from 'katex'

import { createParser, type Highlighter, renderWith, sanitize } from './markdown-render.ts'
import { bracketMathToDollars } from './math-delimiters.ts'

// A CommonJS module with `exports.default`: bundlers hand over the function, Node's ESM the exports.
type KatexPlugin = typeof katexPluginModule.default
const markdownItKatex: KatexPlugin =
  typeof katexPluginModule === 'function' ? (katexPluginModule as KatexPlugin) : katexPluginModule.default

// The KaTeX given here is the one whose stylesheet is imported above (the plugin has its own copy).
// `trust` stays off, so \href, \url and \includegraphics cannot carry script.
// The plugin's types are those of its own (older) KaTeX; the calls it makes exist in both.
type PluginKatex = NonNullable<Parameters<KatexPlugin>[1]>['katex']
const parser = createParser().use(markdownItKatex, {
  katex: katex as unknown as PluginKatex,
  throwOnError: false,
})

/** Renders Markdown with math to sanitized HTML (sanitized in the browser, as renderMarkdown). */
export function renderMarkdownMath(source: string, highlight?: Highlighter): string {
  return sanitize(renderWith(parser, bracketMathToDollars(source), highlight))
}
