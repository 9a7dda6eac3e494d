// Markdown to safe HTML. Raw HTML in the source is not rendered (markdown-it's `html: false` escapes
// it) and the result is sanitized again, so a hostile announcement or message cannot run script.
import DOMPurify from 'dompurify'
import MarkdownIt from 'markdown-it'

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

/** Renders Markdown to sanitized HTML (in the browser; on the server only the escaped rendering). */
export function renderMarkdown(source: string): string {
  const html = parser.render(source)
  return typeof window === 'undefined' ? html : DOMPurify.sanitize(html, { ADD_ATTR: ['target'] })
}
