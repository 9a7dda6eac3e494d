// The editor's settings (theme, font size, tab size), kept in localStorage per contest or none (spec 1
// §2 "Code editor"). A stored value that is not one of the choices falls back to the default.
import type { DraftStorage } from '../drafts.ts'

export const THEMES = [
  'solarized-light',
  'solarized-dark',
  'monokai',
  'material',
  'idea',
  'eclipse',
  'base16-dark',
  'cobalt',
  'dracula',
  'vs',
  'vs-dark',
] as const
export type EditorTheme = (typeof THEMES)[number]

export const FONT_SIZES = [12, 14, 16, 18, 20, 24] as const
type FontSize = (typeof FONT_SIZES)[number]

export const TAB_SIZES = [2, 4, 8] as const
type TabSize = (typeof TAB_SIZES)[number]

/** The editor's height in px (spec 1 §2: default height 550). */
export const EDITOR_HEIGHT = 550

export interface EditorSettings {
  readonly theme: EditorTheme
  readonly fontSize: FontSize
  readonly tabSize: TabSize
}

export const DEFAULT_SETTINGS: EditorSettings = { theme: 'solarized-light', fontSize: 14, tabSize: 4 }

const PREFIX = 'oj.problems.editor'

/** One entry per contest (`c<cid>`) or `none` outside contests. */
export function settingsKey(contestId: number | undefined): string {
  return `${PREFIX}:${contestId && contestId > 0 ? `c${contestId}` : 'none'}`
}

function oneOf<T>(choices: ReadonlyArray<T>, value: unknown, fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback
}

/** Reads any value into settings: each field that is not a valid choice takes its default. */
export function parseSettings(value: unknown): EditorSettings {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return {
    theme: oneOf(THEMES, v['theme'], DEFAULT_SETTINGS.theme),
    fontSize: oneOf(FONT_SIZES, v['fontSize'], DEFAULT_SETTINGS.fontSize),
    tabSize: oneOf(TAB_SIZES, v['tabSize'], DEFAULT_SETTINGS.tabSize),
  }
}

export function loadSettings(storage: DraftStorage | undefined, contestId?: number): EditorSettings {
  let raw: string | null = null
  try {
    raw = storage?.getItem(settingsKey(contestId)) ?? null
  } catch {
    raw = null
  }
  if (!raw) return DEFAULT_SETTINGS
  try {
    return parseSettings(JSON.parse(raw))
  } catch {
    return DEFAULT_SETTINGS
  }
}

/** Saves the settings; full or blocked storage is ignored. */
export function saveSettings(
  storage: DraftStorage | undefined,
  contestId: number | undefined,
  settings: EditorSettings,
): void {
  try {
    storage?.setItem(settingsKey(contestId), JSON.stringify(parseSettings(settings)))
  } catch {
    // Nothing to do: the settings live on for this page.
  }
}
