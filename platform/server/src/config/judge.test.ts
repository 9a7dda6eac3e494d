import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { startupFailure } from '../startup-error.test-helper.ts'
import { loadConfig } from './load.ts'

const emptyDir = () => mkdtempSync(join(tmpdir(), 'oj-config-'))
const load = (env: Record<string, string>, cwd = emptyDir()) => loadConfig({ env, cwd, installedModules: [] })

describe('judge settings', () => {
  it('default to an embedded judge with its own defaults', () => {
    expect(load({}).judge).toEqual({
      embedded: true,
      name: undefined,
      capacity: undefined,
      cacheDir: undefined,
      testlibDir: undefined,
    })
  })

  it('are read from the environment', () => {
    const cwd = emptyDir()
    const judge = load(
      {
        OJ_JUDGE_EMBEDDED: 'off',
        OJ_JUDGE_NAME: 'judge-1.example',
        OJ_JUDGE_CAPACITY: '4',
        OJ_JUDGE_CACHE_DIR: 'cache',
        OJ_TESTLIB_DIR: '/opt/testlib',
      },
      cwd,
    ).judge
    expect(judge).toEqual({
      embedded: false,
      name: 'judge-1.example',
      capacity: 4,
      cacheDir: join(cwd, 'cache'),
      testlibDir: '/opt/testlib',
    })
    expect(load({ OJ_JUDGE_EMBEDDED: '1' }).judge.embedded).toBe(true)
  })

  it('are read from the config file', () => {
    const cwd = emptyDir()
    writeFileSync(join(cwd, 'oj.config.json'), JSON.stringify({ judgeEmbedded: false, judgeCapacity: 2 }))
    expect(load({}, cwd).judge).toMatchObject({ embedded: false, capacity: 2 })
  })

  it('reject bad values, all at once', () => {
    const message = startupFailure(() =>
      load({ OJ_JUDGE_EMBEDDED: 'maybe', OJ_JUDGE_CAPACITY: '0', OJ_JUDGE_NAME: 'a b' }),
    )
    expect(message).toMatch(/OJ_JUDGE_EMBEDDED.*1 or 0/)
    expect(message).toMatch(/OJ_JUDGE_CAPACITY.*1 to 256/)
    expect(message).toMatch(/OJ_JUDGE_NAME/)
  })
})
