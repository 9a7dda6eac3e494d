import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { messages as own } from './messages.ts'
import { settingMessages } from './settings.ts'

// the module's catalogues as it serves them: its messages and its settings' texts
const messages = {
  en: { ...own.en, ...settingMessages.en },
  'zh-CN': { ...own['zh-CN'], ...settingMessages['zh-CN'] },
}

const root = fileURLToPath(new URL('..', import.meta.url))
const sources = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })

describe('server messages', () => {
  it('have every id the module and its contract use, in both languages', () => {
    const files = [...sources(join(root, 'src')), ...sources(join(root, '..', 'contract', 'src'))]
    const used = new Set(
      files.flatMap((file) => readFileSync(file, 'utf8').match(/problems\.error\.[A-Za-z]+/g) ?? []),
    )
    expect(used.size).toBeGreaterThan(30)
    for (const id of used) {
      expect(messages.en[id], id).toBeTruthy()
      expect(messages['zh-CN'][id], id).toBeTruthy()
    }
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages['zh-CN']).sort())
  })
})
