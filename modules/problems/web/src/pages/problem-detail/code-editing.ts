// The Tab key in the plain code editor: indent or outdent instead of leaving the field.

export interface TextEdit {
  readonly value: string
  readonly selectionStart: number
  readonly selectionEnd: number
}

/**
 * Tab inserts `indent` at the caret; with a multi-line selection it indents every selected line.
 * Shift+Tab removes up to one indent from the start of each selected line.
 */
export function applyTab(edit: TextEdit, shift: boolean, indent = '    '): TextEdit {
  const { value, selectionStart: start, selectionEnd: end } = edit
  const lineStart = value.lastIndexOf('\n', start - 1) + 1
  const multiLine = value.slice(start, end).includes('\n')
  if (!shift && !multiLine) {
    return {
      value: value.slice(0, start) + indent + value.slice(end),
      selectionStart: start + indent.length,
      selectionEnd: start + indent.length,
    }
  }
  const block = value.slice(lineStart, end)
  const lines = block.split('\n')
  let removedFirst = 0
  let delta = 0
  const changed = lines.map((line, i) => {
    if (!shift) {
      delta += indent.length
      return indent + line
    }
    const leading = /^[ \t]*/.exec(line)?.[0] ?? ''
    const cut = leading.startsWith('\t') ? 1 : Math.min(leading.length, indent.length)
    if (i === 0) removedFirst = cut
    delta -= cut
    return line.slice(cut)
  })
  const firstShift = shift ? -Math.min(removedFirst, start - lineStart) : indent.length
  return {
    value: value.slice(0, lineStart) + changed.join('\n') + value.slice(end),
    selectionStart: Math.max(lineStart, start + firstShift),
    selectionEnd: end + delta,
  }
}
