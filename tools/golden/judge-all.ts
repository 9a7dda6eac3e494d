// Submits solutions through the API with a bounded number in flight and waits for each verdict.
import type { CaseView, Client, SubmissionView } from './client.ts'

export interface Outcome {
  readonly view: SubmissionView
  readonly cases: ReadonlyArray<CaseView>
  /** Wall time from the submit call to the final status seen by polling. */
  readonly latencyMs: number
}

export interface Job {
  readonly key: string
  readonly pid: number
  readonly language: string
  readonly code: string
}

/** Runs `jobs` with at most `inFlight` submitted and unfinished at once; one promise per job key. */
export function judgeAll(
  api: Client,
  token: string,
  jobs: ReadonlyArray<Job>,
  options: { readonly inFlight: number; readonly timeoutMs: number },
): Map<string, Promise<Outcome>> {
  const settle = new Map<string, { resolve: (o: Outcome) => void; reject: (e: unknown) => void }>()
  const results = new Map<string, Promise<Outcome>>()
  for (const job of jobs) {
    const promise = new Promise<Outcome>((resolve, reject) => settle.set(job.key, { resolve, reject }))
    promise.catch(() => {}) // reported by the test that awaits it
    results.set(job.key, promise)
  }
  const queue = [...jobs]
  const one = async (job: Job) => {
    const started = Date.now()
    const submitId = await api.submit(token, job.pid, job.language, job.code)
    const view = await api.waitFinal(token, submitId, options.timeoutMs)
    const latencyMs = Date.now() - started
    return { view, cases: await api.caseResults(token, submitId), latencyMs }
  }
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const handlers = settle.get(job.key)!
      await one(job).then(handlers.resolve, handlers.reject)
    }
  }
  for (let i = 0; i < options.inFlight; i++) void lane()
  return results
}
