import type { JudgeTask } from '@oj/sdk/judge'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/**
 * A task as it came off the bus, checked enough to judge it safely: the server wrote it, but a
 * message that is not a task must be dropped with a log line, never crash the worker.
 */
export function readTask(payload: unknown): JudgeTask | string {
  if (!isObject(payload)) return 'not an object'
  const { taskId, language, code, attempt, problem, cases } = payload
  if (typeof taskId !== 'string' || taskId === '') return 'no taskId'
  if (typeof language !== 'string') return `${taskId}: no language`
  if (typeof code !== 'string') return `${taskId}: no code`
  if (typeof attempt !== 'number') return `${taskId}: no attempt`
  if (!isObject(problem)) return `${taskId}: no problem`
  if (
    !Array.isArray(cases) ||
    !cases.every((c) => isObject(c) && isObject(c['input']) && isObject(c['output']))
  ) {
    return `${taskId}: bad cases`
  }
  return payload as unknown as JudgeTask
}
