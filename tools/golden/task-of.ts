// A golden problem and solution as the judge task the server would build (data inline), for tests
// that judge without a server.
import type { JudgeTask } from '@oj/sdk/judge'

import type { GoldenProblem, Solution } from './suite.ts'

export function taskOf(problem: GoldenProblem, solution: Solution, n: number): JudgeTask {
  const { spec } = problem
  return {
    kind: 'submission',
    taskId: `golden-${n}`,
    submitId: n,
    attempt: 1,
    priority: 'normal',
    language: solution.language,
    code: solution.code,
    problem: {
      pid: 1,
      problemId: problem.name,
      type: spec.type === 'OI' ? 1 : 0,
      timeLimitMs: spec.timeLimit,
      memoryLimitMb: spec.memoryLimit,
      stackLimitMb: spec.stackLimit ?? 0,
      judgeMode: spec.judgeMode,
      judgeCaseMode: spec.judgeCaseMode,
      isRemoveEndBlank: spec.isRemoveEndBlank,
      isRemote: false,
      ...(spec.fileIO ? { fileIO: spec.fileIO } : {}),
      ...(spec.userExtraFile ? { userExtraFiles: spec.userExtraFile } : {}),
    },
    cases: problem.data.map((d, i) => ({
      caseId: i + 1,
      index: i + 1,
      inputName: `${d.name}.in`,
      outputName: `${d.name}.out`,
      input: { inline: d.input },
      output: { inline: d.output },
      score: spec.cases?.[i]?.score ?? 0,
      groupNum: spec.cases?.[i]?.group ?? 0,
    })),
    createdAt: new Date().toISOString(),
  }
}
