// Reads the answer of the server's picture captcha (svg-captcha) for the browser test, the way a
// person reads it: by the shapes of the characters. Each character is a filled path of a glyph of
// the library's font, moved to its place and jittered by at most 0.1 px; noise lines are unfilled.
// So a glyph is known by its outline relative to its first point, compared with the font's glyphs.
import svgCaptcha from 'svg-captcha'

// The library's default export draws a given text, though its typings declare only create().
const drawText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string

interface Outline {
  readonly commands: string
  readonly points: ReadonlyArray<number>
  readonly centreX: number
}

const FILLED_PATH = /<path fill="[^"]+" d="([^"]+)"\s*\/>/g

function outline(pathData: string): Outline {
  const commands = pathData.replace(/[^A-Za-z]/g, '')
  const numbers = (pathData.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number)
  const [x0 = 0, y0 = 0] = numbers
  const points = numbers.map((n, i) => n - (i % 2 === 0 ? x0 : y0))
  const xs = numbers.filter((_, i) => i % 2 === 0)
  return { commands, points, centreX: (Math.min(...xs) + Math.max(...xs)) / 2 }
}

function outlines(svg: string): Outline[] {
  return [...svg.matchAll(FILLED_PATH)].map((m) => outline(m[1] ?? ''))
}

/** The biggest coordinate difference between two outlines of the same commands, else Infinity. */
function distance(a: Outline, b: Outline): number {
  if (a.commands !== b.commands || a.points.length !== b.points.length) return Infinity
  return Math.max(0, ...a.points.map((p, i) => Math.abs(p - (b.points[i] ?? Infinity))))
}

let glyphs: ReadonlyArray<{ readonly char: string; readonly outline: Outline }> | undefined

function fontGlyphs() {
  glyphs ??= [...(svgCaptcha.options.charPreset ?? '')].map((char) => {
    const [drawn] = outlines(drawText(char, { noise: 0, color: true }))
    if (!drawn) throw new Error(`svg-captcha drew no glyph for ${char}`)
    return { char, outline: drawn }
  })
  return glyphs
}

/** The text of a captcha picture (an SVG document or its data URL), lower-cased as the server compares. */
export function readCaptcha(picture: string): string {
  const svg = picture.startsWith('data:')
    ? Buffer.from(picture.slice(picture.indexOf(',') + 1), 'base64').toString('utf8')
    : picture
  return outlines(svg)
    .sort((a, b) => a.centreX - b.centreX)
    .map((drawn) => {
      let best = { char: '?', d: Infinity }
      for (const glyph of fontGlyphs()) {
        const d = distance(drawn, glyph.outline)
        if (d < best.d) best = { char: glyph.char, d }
      }
      // Two jitters of 0.1 each, and the rounding to 2 decimals.
      if (best.d > 0.5) throw new Error('a captcha character matched no glyph of the font')
      return best.char
    })
    .join('')
    .toLowerCase()
}
