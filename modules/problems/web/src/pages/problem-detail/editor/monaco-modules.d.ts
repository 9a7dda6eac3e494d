// Monaco's Monarch grammars ship without declarations; each exports its configuration and grammar.
declare module 'monaco-editor/languages/definitions/*' {
  import type { languages } from 'monaco-editor/editor/editor.api.js'

  export const conf: languages.LanguageConfiguration
  export const language: languages.IMonarchLanguage
}

/** The bundle's public path (rspack sets it; the remote's folder, e.g. /oj/remotes/problems/). */
declare const __webpack_public_path__: string
