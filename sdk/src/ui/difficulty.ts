// Problem difficulty of spec 1 §3: 0, 1, 2. Labels come from message ids `sdk.difficulty.<key>`.
import type { TagColor } from './tag-colors.ts'

export interface DifficultyInfo {
  readonly level: number
  readonly key: 'easy' | 'medium' | 'hard'
  readonly color: TagColor
}

export const DIFFICULTIES: ReadonlyArray<DifficultyInfo> = [
  { level: 0, key: 'easy', color: 'green' },
  { level: 1, key: 'medium', color: 'orange' },
  { level: 2, key: 'hard', color: 'red' },
]

/** Out-of-range levels are clamped, so a bad row still renders a tag. */
export function difficulty(level: number): DifficultyInfo {
  const i = Math.min(Math.max(Math.trunc(Number.isFinite(level) ? level : 0), 0), DIFFICULTIES.length - 1)
  return DIFFICULTIES[i] as DifficultyInfo
}

export function difficultyMessageId(level: number): string {
  return `sdk.difficulty.${difficulty(level).key}`
}
