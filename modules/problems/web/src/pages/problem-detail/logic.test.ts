import { describe, expect, it } from 'vitest'

import en from '../../locales/en.json' with { type: 'json' }
import zhCN from '../../locales/zh-CN.json' with { type: 'json' }
import { applyTab } from './code-editing.ts'
import {
  draftKey,
  type DraftStorage,
  loadDraft,
  saveDraft,
  startingCode,
  startingLanguage,
} from './drafts.ts'
import { MONACO_LANGUAGES, monacoLanguage } from './editor/languages.ts'
import {
  DEFAULT_SETTINGS,
  loadSettings,
  parseSettings,
  saveSettings,
  settingsKey,
  THEMES,
} from './editor/settings.ts'
import { customThemes, isDarkTheme, themeColours } from './editor/themes.ts'
import {
  checkCode,
  checkTestInput,
  inProgress,
  OVERWRITE_SUBMIT_DELAY_MS,
  pollAgain,
  sendSubmit,
  submitDisabled,
  submitPlan,
  testRunType,
} from './judging.ts'
import { shownLimits } from './limits.ts'
import { extraFiles, numberedSamples } from './samples.ts'
import { passRate, verdictSlices } from './statistics.ts'

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

describe('limits', () => {
  it('doubles the limits for other languages on local problems', () => {
    expect(shownLimits({ timeLimit: 1000, memoryLimit: 256, isRemote: false })).toEqual({
      time: { base: 1000, others: 2000 },
      memory: { base: 256, others: 512 },
    })
  })
  it('shows a remote judge limits as they are', () => {
    expect(shownLimits({ timeLimit: 1000, memoryLimit: 256, isRemote: true })).toEqual({
      time: { base: 1000 },
      memory: { base: 256 },
    })
  })
})

describe('samples', () => {
  it('numbers from 1 and leaves out empty ones', () => {
    expect(
      numberedSamples(
        '<input>1 2</input><output>3</output><input> </input><output></output>\n<input></input><output>x</output>',
      ),
    ).toEqual([
      { input: '1 2', output: '3', n: 1 },
      { input: '', output: 'x', n: 2 },
    ])
    expect(numberedSamples(null)).toEqual([])
  })
  it('reads the extra files of a problem, and nothing from a malformed value', () => {
    expect(extraFiles('{"data.txt":"1 2","n":3}')).toEqual([['data.txt', '1 2']])
    expect(extraFiles(null)).toEqual([])
    expect(extraFiles('[1]')).toEqual([])
    expect(extraFiles('{oops')).toEqual([])
  })
})

describe('judging rules', () => {
  it('polls while the judge works, at most 30 times', () => {
    for (const s of [5, 6, 7, 9]) expect(inProgress(s)).toBe(true)
    for (const s of [0, -1, -2, 1, 2, 3, 4, 8, 10, -4]) expect(inProgress(s)).toBe(false)
    expect(pollAgain(7, 1)).toBe(true)
    expect(pollAgain(7, 29)).toBe(true)
    expect(pollAgain(7, 30)).toBe(false)
    expect(pollAgain(0, 1)).toBe(false)
    expect(pollAgain(5, 3, 3)).toBe(false)
  })
  it('checks the code and the test input', () => {
    expect(checkCode('  \n\t')).toBe('problems.detail.codeEmpty')
    expect(checkCode('x'.repeat(65536))).toBe('problems.detail.codeTooLong')
    expect(checkCode('x'.repeat(65535))).toBeUndefined()
    expect(checkTestInput('1'.repeat(1001))).toBe('problems.detail.testInputTooLong')
    expect(checkTestInput('1'.repeat(1000))).toBeUndefined()
  })
  it('disables submit while submitting and judging, or when turned off', () => {
    expect(submitDisabled('idle', false)).toBe(false)
    expect(submitDisabled('done', false)).toBe(false)
    expect(submitDisabled('submitting', false)).toBe(true)
    expect(submitDisabled('polling', false)).toBe(true)
    expect(submitDisabled('idle', true)).toBe(true)
  })
})

describe('drafts', () => {
  it('keys by contest or none', () => {
    expect(draftKey({ problemId: 'P1000' })).toBe('oj.problems.draft:none:P1000')
    expect(draftKey({ problemId: 'P1000', cid: 0 })).toBe('oj.problems.draft:none:P1000')
    expect(draftKey({ problemId: 'A', cid: 7 })).toBe('oj.problems.draft:c7:A')
  })
  it('saves, loads and clears', () => {
    const storage = memoryStorage()
    const scope = { problemId: 'P1' }
    expect(loadDraft(storage, scope)).toBeUndefined()
    saveDraft(storage, scope, { code: 'int main(){}', language: 'C++' })
    expect(loadDraft(storage, scope)).toEqual({ code: 'int main(){}', language: 'C++' })
    expect(loadDraft(storage, { problemId: 'P1', cid: 3 })).toBeUndefined()
    saveDraft(storage, scope, { code: '', language: 'C++' })
    expect(storage.map.size).toBe(0)
    storage.setItem(draftKey(scope), '{broken')
    expect(loadDraft(storage, scope)).toBeUndefined()
  })
  it('survives storage that throws', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => undefined,
    }
    expect(loadDraft(broken, { problemId: 'P1' })).toBeUndefined()
    expect(() => saveDraft(broken, { problemId: 'P1' }, { code: 'x', language: 'C' })).not.toThrow()
  })
  it('starts from the draft, else the template', () => {
    const templates = { C: '#include <stdio.h>', Java: 'class Main {}' }
    const draft = { code: 'mine', language: 'C' }
    expect(startingCode(draft, 'C', templates)).toBe('mine')
    expect(startingCode(draft, 'Java', templates)).toBe('class Main {}')
    expect(startingCode(undefined, 'Python3', templates)).toBe('')
    expect(startingLanguage(draft, ['Java', 'C'])).toBe('C')
    expect(startingLanguage({ code: 'x', language: 'Go' }, ['Java', 'C'])).toBe('Java')
    expect(startingLanguage(undefined, [])).toBe('')
  })
})

describe('statistics', () => {
  const count = { pid: 1, total: 10, ac: 4, wa: 3, ce: 1, pa: 0, tle: 2, mle: 0, re: 0, pe: 0, se: 0 }
  it('gives the non-empty verdict slices with their codes', () => {
    expect(verdictSlices(count)).toEqual([
      { code: 0, value: 4 },
      { code: -1, value: 3 },
      { code: 1, value: 2 },
      { code: -2, value: 1 },
    ])
  })
  it('computes the pass rate with 2 decimals', () => {
    expect(passRate(count)).toBe('40.00')
    expect(passRate({ ...count, total: 3, ac: 1 })).toBe('33.33')
    expect(passRate({ ...count, total: 0, ac: 0 })).toBe('0.00')
  })
})

describe('tab key', () => {
  it('inserts an indent at the caret', () => {
    expect(applyTab({ value: 'ab', selectionStart: 1, selectionEnd: 1 }, false, '  ')).toEqual({
      value: 'a  b',
      selectionStart: 3,
      selectionEnd: 3,
    })
  })
  it('indents and outdents selected lines', () => {
    const value = 'a\nb\nc'
    const indented = applyTab({ value, selectionStart: 0, selectionEnd: 3 }, false, '  ')
    expect(indented.value).toBe('  a\n  b\nc')
    const back = applyTab(indented, true, '  ')
    expect(back.value).toBe(value)
    expect(applyTab({ value: '\tx', selectionStart: 2, selectionEnd: 2 }, true).value).toBe('x')
  })
})

describe('editor languages', () => {
  it.each([
    ['C', 'c'],
    ['C (WASI)', 'c'],
    ['C++', 'cpp'],
    ['C++ 17', 'cpp'],
    ['C++ 20', 'cpp'],
    ['C++ (WASI)', 'cpp'],
    ['C#', 'csharp'],
    ['Java', 'java'],
    ['Python3', 'python'],
    ['Python2', 'python'],
    ['Python3 (WASI)', 'python'],
    ['PyPy3', 'python'],
    ['Golang', 'go'],
    ['Go', 'go'],
    ['JavaScript Node', 'javascript'],
    ['JavaScript (QuickJS WASI)', 'javascript'],
    ['Kotlin', 'kotlin'],
    ['Rust', 'rust'],
    ['Pascal', 'pascal'],
    ['  c++  ', 'cpp'],
  ])('maps %s to %s', (judge, monaco) => {
    expect(monacoLanguage(judge)).toBe(monaco)
  })
  it('colours unknown languages as plain text, without mistaking words that start with c', () => {
    expect(monacoLanguage('Cobol')).toBe('plaintext')
    expect(monacoLanguage('Clojure')).toBe('plaintext')
    expect(monacoLanguage('')).toBe('plaintext')
    expect(monacoLanguage('Gosu')).toBe('plaintext')
  })
  it('only answers languages the Monaco chunk registers', () => {
    for (const name of ['C', 'C++', 'C#', 'Java', 'Python3', 'Golang', 'JavaScript Node', 'Lua'])
      expect(MONACO_LANGUAGES).toContain(monacoLanguage(name))
  })
})

describe('editor settings', () => {
  it('keys settings by contest or none', () => {
    expect(settingsKey(undefined)).toBe('oj.problems.editor:none')
    expect(settingsKey(0)).toBe('oj.problems.editor:none')
    expect(settingsKey(7)).toBe('oj.problems.editor:c7')
  })
  it('saves and loads per contest', () => {
    const storage = memoryStorage()
    saveSettings(storage, 7, { theme: 'monokai', fontSize: 18, tabSize: 2 })
    expect(loadSettings(storage, 7)).toEqual({ theme: 'monokai', fontSize: 18, tabSize: 2 })
    expect(loadSettings(storage, undefined)).toEqual(DEFAULT_SETTINGS)
  })
  it('falls back field by field on bad stored values', () => {
    const storage = memoryStorage()
    storage.setItem(settingsKey(undefined), JSON.stringify({ theme: 'neon', fontSize: 18, tabSize: '4' }))
    expect(loadSettings(storage)).toEqual({ ...DEFAULT_SETTINGS, fontSize: 18 })
    for (const raw of ['not json', 'null', '[]', '42', '{"fontSize":13,"tabSize":3}']) {
      storage.setItem(settingsKey(undefined), raw)
      expect(loadSettings(storage)).toEqual(DEFAULT_SETTINGS)
    }
    expect(parseSettings({ theme: 'dracula', fontSize: 24, tabSize: 8, extra: 1 })).toEqual({
      theme: 'dracula',
      fontSize: 24,
      tabSize: 8,
    })
  })
  it('survives storage that throws or is missing', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => undefined,
    }
    expect(loadSettings(broken, 3)).toEqual(DEFAULT_SETTINGS)
    expect(() => saveSettings(broken, 3, DEFAULT_SETTINGS)).not.toThrow()
    expect(loadSettings(undefined)).toEqual(DEFAULT_SETTINGS)
  })
})

describe('editor themes', () => {
  it('defines every custom theme and names every theme in both languages', () => {
    const defined = customThemes().map(([name]) => name)
    expect([...defined, 'vs', 'vs-dark'].sort()).toEqual([...THEMES].sort())
    for (const theme of THEMES) {
      expect(en).toHaveProperty([`problems.editor.theme.${theme}`])
      expect(zhCN).toHaveProperty([`problems.editor.theme.${theme}`])
    }
  })
  it('builds Monaco theme data with colours Monaco accepts', () => {
    for (const [name, data] of customThemes()) {
      expect(data.base).toBe(isDarkTheme(name) ? 'vs-dark' : 'vs')
      for (const colour of Object.values(data.colors)) expect(colour).toMatch(/^#[0-9a-f]{6}$/)
      for (const rule of data.rules) if (rule.foreground) expect(rule.foreground).toMatch(/^[0-9a-f]{6}$/)
      expect(data.colors['editor.background']).toBe(themeColours(name).background)
    }
    expect(isDarkTheme('solarized-light')).toBe(false)
    expect(isDarkTheme('monokai')).toBe(true)
  })
})

describe('OI-contest overwrite', () => {
  const view = (status: number) => ({ submitId: 41, status })

  it('plans a plain submit outside the overwrite case', () => {
    expect(submitPlan(undefined)).toEqual({ confirm: false, delayMs: 0, poll: true })
    expect(submitPlan({ confirmOverwrite: false })).toEqual({ confirm: false, delayMs: 0, poll: true })
  })
  it('confirms, waits 1 s and does not poll when overwriting', () => {
    expect(submitPlan({ confirmOverwrite: true })).toEqual({ confirm: true, delayMs: 1000, poll: false })
    expect(OVERWRITE_SUBMIT_DELAY_MS).toBe(1000)
  })
  it('waits the delay before sending, then reports it submitted without a verdict', async () => {
    const steps: string[] = []
    const outcome = await sendSubmit(submitPlan({ confirmOverwrite: true }), {
      wait: async (ms) => {
        steps.push(`wait ${ms}`)
        return true
      },
      post: async () => {
        steps.push('post')
        return view(9)
      },
    })
    expect(steps).toEqual(['wait 1000', 'post'])
    expect(outcome).toEqual({ kind: 'submitted', submitId: 41, status: 9 })
  })
  it('sends nothing when the wait is cancelled', async () => {
    let posted = false
    const outcome = await sendSubmit(submitPlan({ confirmOverwrite: true }), {
      wait: async () => false,
      post: async () => {
        posted = true
        return view(9)
      },
    })
    expect(outcome).toEqual({ kind: 'cancelled' })
    expect(posted).toBe(false)
  })
  it('sends a plain submit at once and polls while the judge works', async () => {
    let waited = false
    const steps = (status: number) => ({
      wait: async () => {
        waited = true
        return true
      },
      post: async () => view(status),
    })
    expect(await sendSubmit(submitPlan(undefined), steps(5))).toEqual({
      kind: 'poll',
      submitId: 41,
      status: 5,
    })
    expect(await sendSubmit(submitPlan(undefined), steps(0))).toEqual({
      kind: 'final',
      submitId: 41,
      status: 0,
    })
    expect(waited).toBe(false)
  })
  it('reports a refused submit as failed', async () => {
    const outcome = await sendSubmit(submitPlan({ confirmOverwrite: true }), {
      wait: async () => true,
      post: () => Promise.reject(new Error('too fast')),
    })
    expect(outcome).toEqual({ kind: 'failed' })
  })
  it('keeps Submit usable after an overwrite was sent', () => {
    expect(submitDisabled('submitted', false)).toBe(false)
    expect(submitDisabled('submitted', true)).toBe(true)
  })
  it('names the test run after the scope', () => {
    expect(testRunType({ cid: 0, gid: 0 })).toBe('public')
    expect(testRunType({ cid: 3, gid: 0 })).toBe('contest')
    expect(testRunType({ cid: 0, gid: 2 })).toBe('group')
  })
})
