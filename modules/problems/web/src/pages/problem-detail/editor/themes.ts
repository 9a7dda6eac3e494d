// The editor's colour themes, built for monaco.editor.defineTheme from each palette's published colours
// (Solarized, Monokai, Material, IntelliJ IDEA, Eclipse, Base16 Default Dark, Cobalt, Dracula).
// Pure data: the Monaco chunk defines them (./monaco.ts); `vs` and `vs-dark` are Monaco's own.
import type { editor } from 'monaco-editor/editor/editor.api.js'

import type { EditorTheme } from './settings.ts'

interface Palette {
  readonly dark: boolean
  readonly background: string
  readonly foreground: string
  readonly comment: string
  readonly keyword: string
  readonly string: string
  readonly number: string
  readonly type: string
  /** Preprocessor directives, annotations. */
  readonly directive: string
  readonly operator: string
  readonly lineHighlight: string
  readonly selection: string
  readonly cursor: string
  readonly lineNumber: string
  /** IDE themes that set keywords in bold. */
  readonly boldKeywords?: boolean
  readonly italicComments?: boolean
}

const PALETTES: Readonly<Record<Exclude<EditorTheme, 'vs' | 'vs-dark'>, Palette>> = {
  'solarized-light': {
    dark: false,
    background: '#fdf6e3',
    foreground: '#657b83',
    comment: '#93a1a1',
    keyword: '#859900',
    string: '#2aa198',
    number: '#d33682',
    type: '#b58900',
    directive: '#cb4b16',
    operator: '#586e75',
    lineHighlight: '#eee8d5',
    selection: '#e4ddc8',
    cursor: '#586e75',
    lineNumber: '#93a1a1',
    italicComments: true,
  },
  'solarized-dark': {
    dark: true,
    background: '#002b36',
    foreground: '#839496',
    comment: '#586e75',
    keyword: '#859900',
    string: '#2aa198',
    number: '#d33682',
    type: '#b58900',
    directive: '#cb4b16',
    operator: '#93a1a1',
    lineHighlight: '#073642',
    selection: '#274642',
    cursor: '#93a1a1',
    lineNumber: '#586e75',
    italicComments: true,
  },
  monokai: {
    dark: true,
    background: '#272822',
    foreground: '#f8f8f2',
    comment: '#75715e',
    keyword: '#f92672',
    string: '#e6db74',
    number: '#ae81ff',
    type: '#66d9ef',
    directive: '#a6e22e',
    operator: '#f92672',
    lineHighlight: '#3e3d32',
    selection: '#49483e',
    cursor: '#f8f8f0',
    lineNumber: '#90908a',
  },
  material: {
    dark: true,
    background: '#263238',
    foreground: '#eeffff',
    comment: '#546e7a',
    keyword: '#c792ea',
    string: '#c3e88d',
    number: '#f78c6c',
    type: '#ffcb6b',
    directive: '#82aaff',
    operator: '#89ddff',
    lineHighlight: '#2c3b41',
    selection: '#37474f',
    cursor: '#ffcc00',
    lineNumber: '#546e7a',
    italicComments: true,
  },
  idea: {
    dark: false,
    background: '#ffffff',
    foreground: '#000000',
    comment: '#808080',
    keyword: '#000080',
    string: '#008000',
    number: '#0000ff',
    type: '#20999d',
    directive: '#808000',
    operator: '#000000',
    lineHighlight: '#fffae3',
    selection: '#a6d2ff',
    cursor: '#000000',
    lineNumber: '#999999',
    boldKeywords: true,
    italicComments: true,
  },
  eclipse: {
    dark: false,
    background: '#ffffff',
    foreground: '#000000',
    comment: '#3f7f5f',
    keyword: '#7f0055',
    string: '#2a00ff',
    number: '#116644',
    type: '#0000c0',
    directive: '#646464',
    operator: '#000000',
    lineHighlight: '#e8f2fe',
    selection: '#c0ddf5',
    cursor: '#000000',
    lineNumber: '#787878',
    boldKeywords: true,
  },
  'base16-dark': {
    dark: true,
    background: '#181818',
    foreground: '#d8d8d8',
    comment: '#585858',
    keyword: '#ba8baf',
    string: '#a1b56c',
    number: '#dc9656',
    type: '#f7ca88',
    directive: '#86c1b9',
    operator: '#d8d8d8',
    lineHighlight: '#282828',
    selection: '#383838',
    cursor: '#d8d8d8',
    lineNumber: '#585858',
  },
  cobalt: {
    dark: true,
    background: '#002240',
    foreground: '#ffffff',
    comment: '#0088ff',
    keyword: '#ff9d00',
    string: '#3ad900',
    number: '#ff628c',
    type: '#80ffbb',
    directive: '#ffdd00',
    operator: '#e1efff',
    lineHighlight: '#00355f',
    selection: '#0050a4',
    cursor: '#ffc600',
    lineNumber: '#8a9db8',
    italicComments: true,
  },
  dracula: {
    dark: true,
    background: '#282a36',
    foreground: '#f8f8f2',
    comment: '#6272a4',
    keyword: '#ff79c6',
    string: '#f1fa8c',
    number: '#bd93f9',
    type: '#8be9fd',
    directive: '#50fa7b',
    operator: '#ff79c6',
    lineHighlight: '#44475a',
    selection: '#44475a',
    cursor: '#f8f8f0',
    lineNumber: '#6272a4',
  },
}

const bare = (hex: string) => hex.replace('#', '')

/** The Monaco theme of a palette: token colours for the Monarch grammars and the editor's colours. */
function themeData(palette: Palette): editor.IStandaloneThemeData {
  const keywordStyle = palette.boldKeywords ? 'bold' : ''
  const commentStyle = palette.italicComments ? 'italic' : ''
  return {
    base: palette.dark ? 'vs-dark' : 'vs',
    inherit: true,
    rules: [
      { token: '', foreground: bare(palette.foreground), background: bare(palette.background) },
      { token: 'comment', foreground: bare(palette.comment), fontStyle: commentStyle },
      { token: 'keyword', foreground: bare(palette.keyword), fontStyle: keywordStyle },
      { token: 'keyword.directive', foreground: bare(palette.directive) },
      { token: 'annotation', foreground: bare(palette.directive) },
      { token: 'string', foreground: bare(palette.string) },
      { token: 'string.escape', foreground: bare(palette.number) },
      { token: 'number', foreground: bare(palette.number) },
      { token: 'type', foreground: bare(palette.type) },
      { token: 'type.identifier', foreground: bare(palette.type) },
      { token: 'predefined', foreground: bare(palette.type) },
      { token: 'identifier', foreground: bare(palette.foreground) },
      { token: 'delimiter', foreground: bare(palette.operator) },
      { token: 'operator', foreground: bare(palette.operator) },
      { token: 'regexp', foreground: bare(palette.string) },
    ],
    colors: {
      'editor.background': palette.background,
      'editor.foreground': palette.foreground,
      'editor.lineHighlightBackground': palette.lineHighlight,
      'editor.selectionBackground': palette.selection,
      'editorCursor.foreground': palette.cursor,
      'editorLineNumber.foreground': palette.lineNumber,
      'editorLineNumber.activeForeground': palette.foreground,
      'editorGutter.background': palette.background,
      'editorWhitespace.foreground': palette.comment,
      'editorIndentGuide.background1': palette.lineHighlight,
    },
  }
}

/** Every custom theme by its name (the names of settings.ts). */
export function customThemes(): ReadonlyArray<readonly [EditorTheme, editor.IStandaloneThemeData]> {
  return Object.entries(PALETTES).map(([name, palette]) => [name as EditorTheme, themeData(palette)] as const)
}

/** Whether a theme is dark (the fallback text area follows it). */
export function isDarkTheme(theme: EditorTheme): boolean {
  if (theme === 'vs') return false
  if (theme === 'vs-dark') return true
  return PALETTES[theme].dark
}

/** The background and text colours of a theme, for the fallback text area before Monaco loads. */
export function themeColours(theme: EditorTheme): { background: string; foreground: string } {
  if (theme === 'vs') return { background: '#fffffe', foreground: '#000000' }
  if (theme === 'vs-dark') return { background: '#1e1e1e', foreground: '#d4d4d4' }
  return { background: PALETTES[theme].background, foreground: PALETTES[theme].foreground }
}
