import { HTMLElement, parse, TextNode } from 'node-html-parser'

/**
 * A page of a remote site as adapters read it: CSS selectors, text, attributes, and the statement's
 * HTML as Markdown (the problem page renders Markdown, never raw HTML). A thin face over
 * node-html-parser, so that adapters do not depend on the parser.
 */
export interface HtmlNode {
  /** The first element matching a CSS selector, if any. */
  find(selector: string): HtmlNode | undefined
  findAll(selector: string): ReadonlyArray<HtmlNode>
  /** The element's text, entities decoded. */
  readonly text: string
  /** The element's text with runs of white space made one space, trimmed. */
  readonly cleanText: string
  /**
   * The element's text as lines: <br> and block elements (a <div> per line, as some sites write
   * their samples) end a line. What a sample's <pre> holds.
   */
  readonly lines: string
  readonly tag: string
  attr(name: string): string | undefined
  /** The HTML inside the element. */
  readonly innerHtml: string
  /** The element's content as Markdown; links and images made absolute against `baseUrl`. */
  markdown(baseUrl?: string): string
  /** The element's children that are elements. */
  readonly children: ReadonlyArray<HtmlNode>
}

function wrap(element: HTMLElement): HtmlNode {
  return {
    find: (selector) => {
      const found = element.querySelector(selector)
      return found ? wrap(found) : undefined
    },
    findAll: (selector) => element.querySelectorAll(selector).map(wrap),
    get text() {
      return element.text
    },
    get cleanText() {
      return element.text.replace(/\s+/g, ' ').trim()
    },
    get lines() {
      return linesOf(element).replace(/^\n+/, '').replace(/\s+$/, '')
    },
    get tag() {
      return element.rawTagName?.toLowerCase() ?? ''
    },
    attr: (name) => element.getAttribute(name),
    get innerHtml() {
      return element.innerHTML
    },
    markdown: (baseUrl) => toMarkdown(element, baseUrl),
    get children() {
      return element.children.map(wrap)
    },
  }
}

/** Parses a page; <pre> keeps its elements (HDU puts a <div> in its samples). */
export function parseHtml(html: string): HtmlNode {
  return wrap(parse(html, { blockTextElements: { script: true, style: true, noscript: true } }))
}

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'center',
  'blockquote',
  'table',
  'tr',
  'ul',
  'ol',
  'dl',
])
const absolute = (url: string | undefined, baseUrl: string | undefined) => {
  if (!url) return ''
  try {
    return baseUrl ? new URL(url, baseUrl).toString() : url
  } catch {
    return url
  }
}

function linesOf(node: HTMLElement): string {
  let out = ''
  const walk = (element: HTMLElement) => {
    for (const child of element.childNodes) {
      if (child instanceof TextNode) out += child.text
      else if (child instanceof HTMLElement) {
        const tag = child.rawTagName?.toLowerCase() ?? ''
        if (tag === 'br') out += '\n'
        else if (BLOCKS.has(tag)) {
          // a block starts and ends a line, without making an empty one between two blocks
          if (out !== '' && !out.endsWith('\n')) out += '\n'
          walk(child)
          if (!out.endsWith('\n')) out += '\n'
        } else walk(child)
      }
    }
  }
  walk(node)
  return out
}

function inline(node: HTMLElement, baseUrl: string | undefined): string {
  return node.childNodes.map((child) => render(child, baseUrl)).join('')
}

function render(node: HTMLElement['childNodes'][number], baseUrl: string | undefined): string {
  if (node instanceof TextNode) return node.text.replace(/\s+/g, ' ')
  if (!(node instanceof HTMLElement)) return ''
  const tag = node.rawTagName?.toLowerCase() ?? ''
  const inner = () => inline(node, baseUrl)
  switch (tag) {
    case 'script':
    case 'style':
    case 'noscript':
      return ''
    case 'br':
      return '\n'
    case 'b':
    case 'strong': {
      const text = inner().trim()
      return text ? `**${text}**` : ''
    }
    case 'i':
    case 'em': {
      const text = inner().trim()
      return text ? `*${text}*` : ''
    }
    case 'code':
    case 'tt':
    case 'kbd':
      return `\`${node.text}\``
    case 'var': {
      // AtCoder writes its TeX in <var>
      const text = node.text.trim()
      return text ? `$${text}$` : ''
    }
    case 'sup':
      return `^${inner()}`
    case 'sub':
      return `_${inner()}`
    case 'img':
      return `![${node.getAttribute('alt') ?? ''}](${absolute(node.getAttribute('src'), baseUrl)})`
    case 'a': {
      const text = inner().trim()
      const href = node.getAttribute('href')
      return href && !href.startsWith('javascript:') ? `[${text}](${absolute(href, baseUrl)})` : text
    }
    case 'pre':
      return `\n\n\`\`\`\n${node.text.replace(/^\n/, '').replace(/\s+$/, '')}\n\`\`\`\n\n`
    case 'li':
      return `\n- ${inner().trim()}`
    case 'td':
    case 'th':
      return ` ${inner().trim()} |`
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return `\n\n#### ${inner().trim()}\n\n`
    default:
      return BLOCKS.has(tag) ? `\n\n${inner()}\n\n` : inner()
  }
}

function toMarkdown(element: HTMLElement, baseUrl: string | undefined): string {
  return inline(element, baseUrl)
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, '').replace(/^ (?=\S)/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** A run as a status list's row shows it (HDU's and POJ's status tables, ...). */
export interface RunRow {
  readonly id: number
  readonly status: string
  readonly problemId: string
  /** The numbers in the time and memory cells ('15MS' → 15, '1024K' → 1024). */
  readonly time: number
  readonly memory: number
}

/**
 * The runs of a status table: `columns` says which cell (0-based) holds what; rows whose id cell is
 * not a positive number (headers, notes) are left out.
 */
export function runRows(
  page: HtmlNode,
  rowSelector: string,
  columns: {
    readonly id: number
    readonly status: number
    readonly problem: number
    readonly time: number
    readonly memory: number
  },
): ReadonlyArray<RunRow> {
  const number = (text: string | undefined) => Number(/(\d+)/.exec(text ?? '')?.[1] ?? 0)
  return page.findAll(rowSelector).flatMap((tr): RunRow[] => {
    const cells = tr.findAll('td').map((td) => td.cleanText)
    const id = Number(cells[columns.id])
    if (cells.length <= Math.max(...Object.values(columns)) || !Number.isSafeInteger(id) || id <= 0) return []
    const [status = '', problemId = ''] = [cells[columns.status], cells[columns.problem]]
    return [
      { id, status, problemId, time: number(cells[columns.time]), memory: number(cells[columns.memory]) },
    ]
  })
}
