import {
  type CaseResult,
  type FinalReport,
  JudgeStatus,
  type JudgeStatusCode,
  type JudgeTask,
  type SubtaskScore,
} from '@oj/sdk/judge'

/** What a report names of its task (a task, or the reference it came by). */
export type TaskTarget = Pick<JudgeTask, 'taskId' | 'submitId' | 'testKey' | 'attempt'>

/** The fields every final report of a task shares. */
export function finalReport(
  task: TaskTarget,
  judger: string,
  fields: {
    readonly status: JudgeStatusCode
    readonly score?: number | null
    readonly time?: number
    readonly memory?: number
    readonly errorMessage?: string
    readonly cases?: ReadonlyArray<CaseResult>
    readonly subtasks?: ReadonlyArray<SubtaskScore>
    readonly stdout?: string
    readonly stderr?: string
  },
): FinalReport {
  return {
    kind: 'final',
    taskId: task.taskId,
    ...(task.submitId !== undefined ? { submitId: task.submitId } : {}),
    ...(task.testKey !== undefined ? { testKey: task.testKey } : {}),
    attempt: task.attempt,
    status: fields.status,
    score: fields.score ?? null,
    time: fields.time ?? 0,
    memory: fields.memory ?? 0,
    errorMessage: fields.errorMessage ?? '',
    judger,
    cases: fields.cases ?? [],
    ...(fields.subtasks !== undefined ? { subtasks: fields.subtasks } : {}),
    ...(fields.stdout !== undefined ? { stdout: fields.stdout } : {}),
    ...(fields.stderr !== undefined ? { stderr: fields.stderr } : {}),
    finishedAt: new Date().toISOString(),
  }
}

/** A judge failure (sandbox, data, checker): System Error with what went wrong. */
export const systemError = (task: TaskTarget, judger: string, message: string): FinalReport =>
  finalReport(task, judger, { status: JudgeStatus.systemError, errorMessage: message })
