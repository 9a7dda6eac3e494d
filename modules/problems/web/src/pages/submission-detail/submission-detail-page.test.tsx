// @vitest-environment happy-dom
// The submission page shows what the judge said in the reader's language.
import { ProblemsSlots } from '@oj/problems-contract'
import { Slot, uninstallPlatform } from '@oj/sdk/web'
import { afterEach, describe, expect, it } from 'vitest'

import { fakePlatform, find, mount, waitFor } from '../../testing/dom.tsx'
import { submissionView } from '../../testing/fixtures.ts'

afterEach(() => {
  uninstallPlatform()
  document.body.replaceChildren()
})

const links = {
  problem: (id: string) => `/problem/${id}`,
  submissions: () => '/status',
  submission: (submitId: number) => `/submission-detail/${submitId}`,
}

async function errorShown(locale: 'en' | 'zh-CN', errorMessage: string): Promise<string> {
  fakePlatform(
    {
      '/get-submission-detail': () => ({
        submission: submissionView({ submitId: 5, status: 5, errorMessage }),
        codeShare: false,
      }),
      '/get-all-case-result': () => ({
        judgeCaseMode: 'default',
        judgeCaseList: [],
        subTaskJudgeCaseVoList: null,
      }),
    },
    { locale },
  )
  const { element } = await mount(
    <Slot def={ProblemsSlots.submissionDetail} props={{ submitId: 5, links }} />,
  )
  return waitFor(() => find(element, '[data-testid="submission-error"]').textContent ?? '')
}

describe('the judge’s words on the submission page', { timeout: 20_000 }, () => {
  it('are shown in the reader’s language, what a checker printed kept as printed', async () => {
    // As the judge records it (judge.checker.failed).
    const said = 'The checker failed: wrong answer 1st numbers differ'
    expect(await errorShown('en', said)).toBe(said)
    uninstallPlatform()
    document.body.replaceChildren()
    expect(await errorShown('zh-CN', said)).toBe('特判程序运行失败：wrong answer 1st numbers differ')
  })

  it('leave a compiler’s own output alone', async () => {
    expect(await errorShown('zh-CN', "main.c:1:1: error: expected ';'")).toBe(
      "main.c:1:1: error: expected ';'",
    )
  })
})
