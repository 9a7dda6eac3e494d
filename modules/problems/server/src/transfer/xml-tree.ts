import { SaxesParser } from 'saxes'

// A small XML reader for a package's descriptor (Polygon's problem.xml): the document as a tree of
// elements with their attributes and text, read with saxes (a strict, maintained XML parser).

export interface XmlElement {
  readonly name: string
  readonly attributes: Readonly<Record<string, string>>
  readonly children: Array<XmlElement>
  text: string
}

/** Parses a document; fails with the parser's message (line and column) when it is not XML. */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser()
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' }
  const stack: Array<XmlElement> = [root]
  let failure: Error | undefined
  parser.on('error', (error) => {
    failure ??= error
  })
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {}
    for (const [key, value] of Object.entries(tag.attributes)) attributes[key] = String(value)
    const element: XmlElement = { name: tag.name, attributes, children: [], text: '' }
    stack[stack.length - 1]?.children.push(element)
    stack.push(element)
  })
  const addText = (t: string) => {
    const top = stack[stack.length - 1]
    if (top) top.text += t
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', () => {
    stack.pop()
  })
  parser.write(text).close()
  if (failure) throw failure
  return root
}

/** The first descendant (depth first) named `name`. */
export function first(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children) {
    if (child.name === name) return child
    const found = first(child, name)
    if (found) return found
  }
  return undefined
}

/** Every descendant named `name`, in document order. */
export function all(element: XmlElement, name: string, out: Array<XmlElement> = []): Array<XmlElement> {
  for (const child of element.children) {
    if (child.name === name) out.push(child)
    all(child, name, out)
  }
  return out
}
