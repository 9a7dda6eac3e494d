import { describe, expect, it } from 'vitest'

import {
  isJudgeTextForSubmitter,
  JUDGE_MESSAGES,
  type JudgeMessageId,
  judgeText,
  localizeJudgeText,
  parseJudgeText,
} from './judge-messages.ts'

const SAMPLE: Record<string, string> = {
  code: '3',
  signal: 'SIGSEGV',
  ms: '1004',
  kb: '65536',
  detail: 'main.c:1: error: expected ; before }',
  file: 'out.txt',
  language: 'C++ 17',
  runtime: 'wasi',
  attempts: '4',
  points: '12',
  max: '10',
  tries: '5',
  size: '2097152',
  limit: '1048576',
  starts: '3',
  seconds: '300',
  index: '2',
  done: '7',
  total: '10',
  site: 'Codeforces',
  reason: 'HTTP 503',
  verdict: 'QUEUED_FOREVER',
  minutes: '30',
  problem: 'CF-1A',
}

describe('judge messages', () => {
  it.each(Object.keys(JUDGE_MESSAGES) as JudgeMessageId[])(
    '%s: id and values come back from its text',
    (id) => {
      const names = [...JUDGE_MESSAGES[id].en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
      const values = Object.fromEntries(names.map((n) => [n, SAMPLE[n]!]))
      expect(parseJudgeText(judgeText(id, values))).toEqual({ id, values })
      // every placeholder of the English text is in the Chinese one, and the other way round
      expect(new Set(JUDGE_MESSAGES[id]['zh-CN'].match(/\{\w+\}/g) ?? [])).toEqual(
        new Set(names.map((n) => `{${n}}`)),
      )
    },
  )

  it.each([
    ['exit code 3', '退出码 3'],
    ['The checker failed: killed by signal SIGKILL', '特判程序运行失败：被信号 SIGKILL 终止'],
    ['time limit exceeded (1004 ms)', '超出时间限制（1004 ms）'],
    ['The checker did not compile:\nchecker.cpp:2: error', '特判程序编译失败：\nchecker.cpp:2: error'],
    ['Case 2: judge error: EACCES', '测试点 2：评测机错误：EACCES'],
    ['wrong answer 1st numbers differ', 'wrong answer 1st numbers differ'], // a checker's own words
    ['', ''],
  ])('%j in Chinese is %j', (en, zh) => {
    expect(localizeJudgeText(en, 'zh-CN')).toBe(zh)
    expect(localizeJudgeText(en, 'en')).toBe(en)
  })

  it.each([
    ['exit code 3', true],
    ['time limit exceeded (1004 ms)', true],
    ['The task is too large to judge (4000000 bytes, the limit is 3145728)', true],
    ['No judge answered after 4 attempts', true],
    ['checker failed: /srv/judge/checker.cpp:12 secret line', false], // a checker's internals
    ['judge error: EACCES /var/lib/oj/work', false], // the judge's
    ['Case 2: judge error: wasmtime: the wasmtime host ended', false], // a System Error's cause
    ['The task could not be sent to the judges after 5 tries: connection refused', false],
    ['anything else', false],
  ])('%j is for its submitter: %j', (text, shown) => {
    expect(isJudgeTextForSubmitter(text)).toBe(shown)
  })
})
