// Markdown to safe HTML. Raw HTML in the source is not rendered (markdown-it's `html: false` escapes
// it) and the result is sanitized again, so a hostile announcement or message cannot run script.
import DOMPurify, { type Config } from 'dompurify'
import MarkdownIt from 'markdown-it'

/** Fenced code as highlighted HTML, or '' to have markdown-it escape it (./code-highlight.ts). */
export type Highlighter = (code: string, info: string) => string

/**
 * A parser with the site's settings: no raw HTML, links made clickable, line breaks kept. Fenced
 * code is highlighted by the highlighter given to `renderWith`.
 */
export function createParser(): ReturnType<typeof MarkdownIt> {
  const parser = new MarkdownIt({ html: false, linkify: true, breaks: true })
  // Links leave the site in a new tab, without giving the opened page a handle on this one.
  const defaultLink = parser.renderer.rules['link_open']
  parser.renderer.rules['link_open'] = (tokens, idx, options, env, self) => {
    const token = tokens[idx]
    if (token) {
      token.attrSet('target', '_blank')
      token.attrSet('rel', 'noopener noreferrer')
    }
    return defaultLink ? defaultLink(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options)
  }
  return parser
}

/**
 * DOMPurify's settings. `semantics` and `annotation` carry KaTeX's MathML source text (the default
 * MathML profile drops them); `annotation-xml`, the MathML route to HTML, stays forbidden.
 */
export const PURIFY_CONFIG: Config = {
  ADD_ATTR: ['target', 'encoding'],
  ADD_TAGS: ['semantics', 'annotation'],
  FORBID_TAGS: ['annotation-xml'],
}

/** Sanitizes in the browser; on the server (no DOM) the escaped rendering is returned as it is. */
export function sanitize(html: string): string {
  return typeof window === 'undefined' ? html : DOMPurify.sanitize(html, PURIFY_CONFIG)
}

/** Renders with `parser`, fenced code highlighted by `highlight` (none: escaped as it is). */
export function renderWith(
  parser: ReturnType<typeof MarkdownIt>,
  source: string,
  highlight?: Highlighter,
): string {
  // Set for this one synchronous render.
  parser.options.highlight = highlight ?? null
  return parser.render(source)
}

const parser = createParser()

/**
 * Renders Markdown to sanitized HTML (in the browser; on the server only the escaped rendering), fenced
 * code in a language `highlight` knows coloured by it.
 */
export function renderMarkdown(source: string, highlight?: Highlighter): string {
  return sanitize(renderWith(parser, source, highlight))
}
