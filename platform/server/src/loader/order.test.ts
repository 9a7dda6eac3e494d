import { defineServerModule } from '@oj/sdk/server'
import { describe, expect, it } from 'vitest'

import { startupFailure } from '../startup-error.test-helper.ts'
import { orderModules } from './order.ts'

const mod = (id: string, requires: ReadonlyArray<string> = []) => defineServerModule({ id, requires })
const problems = mod('problems', ['accounts'])
const contests = mod('contests', ['problems'])
const training = mod('training', ['problems'])
const admin = mod('admin', ['contests', 'training'])
const installed = [admin, contests, training, problems]
const ids = (enabled: ReadonlyArray<string>, list = installed) =>
  orderModules({ enabled, installed: list, builtIn: ['accounts'] }).map((m) => m.id)
const failure = startupFailure

describe('orderModules', () => {
  it('puts requirements first and otherwise keeps the configured order', () => {
    expect(ids(['admin', 'training', 'contests', 'problems'])).toEqual([
      'problems',
      'training',
      'contests',
      'admin',
    ])
    expect(ids(['problems', 'contests', 'training'])).toEqual(['problems', 'contests', 'training'])
    expect(ids(['training', 'problems'])).toEqual(['problems', 'training'])
  })

  it('enables only what is listed and ignores repeats', () => {
    expect(ids(['problems', 'problems'])).toEqual(['problems'])
    expect(ids([])).toEqual([])
  })

  it('stops on a requirement that is not enabled, naming both modules', () => {
    expect(failure(() => ids(['contests']))).toBe(
      "module 'contests' requires 'problems', which is not enabled (OJ_MODULES=contests)",
    )
    expect(failure(() => ids(['x'], [mod('x', ['ghost'])]))).toBe(
      "module 'x' requires 'ghost', which is not installed (OJ_MODULES=x)",
    )
  })

  it('quotes the configured source when given', () => {
    const message = failure(() =>
      orderModules({ enabled: ['contests'], installed, source: "'modules' in oj.config.json" }),
    )
    expect(message).toBe(
      "module 'contests' requires 'problems', which is not enabled ('modules' in oj.config.json)",
    )
  })

  it('stops on an unknown id, listing the installed modules', () => {
    expect(failure(() => ids(['problems', 'forum']))).toBe(
      "Unknown module 'forum' (OJ_MODULES=problems,forum). Installed modules: admin, contests, training, problems",
    )
  })

  it('stops on a cycle, naming the modules in it', () => {
    const list = [mod('a', ['b']), mod('b', ['c']), mod('c', ['a']), mod('d')]
    expect(failure(() => ids(['d', 'a', 'b', 'c'], list))).toBe(
      "modules 'a', 'b', 'c' require each other in a cycle: a → b → c → a",
    )
    expect(failure(() => ids(['s'], [mod('s', ['s'])]))).toBe(
      "modules 's' require each other in a cycle: s → s",
    )
  })

  it('stops on two installed modules with one id', () => {
    expect(failure(() => ids(['a'], [mod('a'), mod('a')]))).toContain("Two installed modules have the id 'a'")
  })
})
