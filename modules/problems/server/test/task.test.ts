import { type DbShape, decodeJudgeTask } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addTask } from '../src/submissions/outbox.ts'
import { lockSubmission, startNewAttempt } from '../src/submissions/requeue.ts'
import { outbox, submission } from '../src/submissions/tables.ts'
import { findProblem, submissionTask } from '../src/submissions/task.ts'
import { insertProblem, insertSubmission } from './judge-fixtures.ts'
import { openProblemsDb } from './test-db.ts'

let db: DbShape
let close: () => Promise<void>
beforeAll(async () => {
  ;({ service: db, close } = await openProblemsDb())
}, 60_000)
afterAll(() => close())

const input = { submitId: 1, attempt: 1, priority: 'contest', language: 'C', code: 'int main(){}' } as const

describe('building a submission task', () => {
  it('judges every case unless its builder asks to stop at the first failure', async () => {
    const row = (await findProblem(db.client, await insertProblem(db.client, 'T1', { cases: 3 })))!
    const plain = await submissionTask(db.client, row, input)
    expect(plain.stopAtFirstFailure).toBe(false)
    expect(plain.cases).toHaveLength(3)
    const acm = await submissionTask(db.client, row, { ...input, stopAtFirstFailure: true })
    expect(acm.stopAtFirstFailure).toBe(true)
    // What the worker decodes at its end of the bus.
    for (const task of [plain, acm])
      expect(decodeJudgeTask(JSON.parse(JSON.stringify(task)))).toEqual({ task })
  })

  it.each([true, false])("a new attempt keeps the submission's stopAtFirstFailure = %s", async (stop) => {
    const pid = await insertProblem(db.client, `T2-${stop}`)
    const row = (await findProblem(db.client, pid))!
    const first = await submissionTask(db.client, row, { ...input, stopAtFirstFailure: stop })
    const id = await insertSubmission(db.client, pid, first.taskId)
    // As submit stores it: the scope's rule is the submission's, for every later attempt.
    await db.client.update(submission).set({ stopAtFirstFailure: stop }).where(eq(submission.submitId, id))
    await addTask(db.client, 'judge-contest-native', { ...first, submitId: id })
    const next = await db.client.transaction(async (tx) =>
      startNewAttempt(tx, (await lockSubmission(tx, id))!, 'contest'),
    )
    const [task] = await db.client.select().from(outbox).where(eq(outbox.msgId, next!.taskId))
    expect(task!.payload).toMatchObject({ attempt: 2, stopAtFirstFailure: stop })
  })
})
