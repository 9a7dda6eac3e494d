/**
 * The JavaScript a QuickJS run evaluates before the program. It is given the two host functions
 * (read: the next chunk of stdin or null at its end; write: fd and a string) and returns the flush
 * function the adapter calls when the program ends. What it defines is what a program may use:
 *   readline()        the next line of stdin without its end of line, or null at the end of stdin
 *   print(...values)  the values joined by spaces, then a newline, to stdout (console.log is the same)
 *   putstr(text)      the text to stdout, no newline
 *   console.error(..) like print, to stderr
 * stdout is buffered (64 KiB) and flushed before every read, so interactive programs see their
 * questions answered.
 */
export const QUICKJS_PRELUDE = `(function (read, write) {
  'use strict'
  let input = ''
  let at = 0
  let ended = false
  const out = []
  let outSize = 0
  const flush = function () {
    if (outSize === 0) return
    const text = out.join('')
    out.length = 0
    outSize = 0
    write(1, text)
  }
  const put = function (text) {
    out.push(text)
    outSize += text.length
    if (outSize >= 65536) flush()
  }
  const line = function (values) {
    return Array.prototype.map.call(values, String).join(' ') + '\\n'
  }
  const more = function () {
    if (ended) return false
    flush()
    const chunk = read()
    if (chunk === null) {
      ended = true
      return false
    }
    input = input.slice(at) + chunk
    at = 0
    return true
  }
  const readline = function () {
    for (;;) {
      const nl = input.indexOf('\\n', at)
      if (nl >= 0) {
        const end = nl > at && input.charCodeAt(nl - 1) === 13 ? nl - 1 : nl
        const text = input.slice(at, end)
        at = nl + 1
        return text
      }
      if (!more()) {
        if (at >= input.length) return null
        const text = input.slice(at)
        at = input.length
        return text
      }
    }
  }
  const print = function () {
    put(line(arguments))
  }
  const define = function (name, value) {
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true })
  }
  define('readline', readline)
  define('print', print)
  define('putstr', function (text) {
    put(String(text))
  })
  define('console', {
    log: print,
    info: print,
    warn: function () {
      write(2, line(arguments))
    },
    error: function () {
      write(2, line(arguments))
    },
  })
  return flush
})`
