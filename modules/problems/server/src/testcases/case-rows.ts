import { badRequest, type DbClient, type FilesShape } from '@oj/sdk/server'
import { and, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { type problemCase, testcaseUpload } from '../submissions/tables.ts'
import type { PlannedCase } from './case-rules.ts'

/** A problem's case row before it is given the problem's id. */
export type CaseRow = Omit<typeof problemCase.$inferInsert, 'pid'>

/**
 * Typed-in cases stored in the Files service. Called inside the save's transaction once nothing can
 * refuse it any more: a refused save stores no blob (blobs are shared by content, so none is ever
 * removed by a save; one whose commit then fails is left to the platform's pruning of unnamed blobs).
 */
export async function inlineRows(
  files: FilesShape,
  cases: ReadonlyArray<PlannedCase>,
): Promise<Array<CaseRow>> {
  const put = (text: string) => Effect.runPromise(files.put(new TextEncoder().encode(text)))
  const rows: Array<CaseRow> = []
  for (const [i, c] of cases.entries()) {
    rows.push({
      seq: i + 1,
      inputName: `${i + 1}.in`,
      outputName: `${i + 1}.out`,
      inputHash: await put(c.input),
      outputHash: await put(c.output),
      score: c.score,
      groupNum: c.groupNum,
    })
  }
  return rows
}

/**
 * The upload's files, in the order and with the scores the body gives (all of them when it gives none).
 * An upload is its uploader's: another caller's id answers as an unknown one.
 */
export async function uploadedRows(
  tx: DbClient,
  dir: string,
  planned: ReadonlyArray<PlannedCase> | undefined,
  uid: string,
): Promise<Array<CaseRow>> {
  const [upload] = await tx
    .select()
    .from(testcaseUpload)
    .where(and(eq(testcaseUpload.id, dir), eq(testcaseUpload.uid, uid)))
  if (!upload)
    throw badRequest(
      'problems.error.uploadNotFound',
      'The uploaded test data was not found, please upload it again',
    )
  const byName = new Map(upload.files.map((f) => [f.input, f]))
  const list =
    planned ?? upload.files.map((f) => ({ input: f.input, output: f.output, score: 0, groupNum: 0 }))
  return list.map((c, i): CaseRow => {
    const file = byName.get(c.input)
    if (!file) {
      throw badRequest(
        'problems.error.uploadMissingFile',
        `The uploaded test data has no file named ${c.input}`,
        { name: c.input },
      )
    }
    return {
      seq: i + 1,
      inputName: file.input,
      outputName: file.output,
      inputHash: file.inputHash,
      outputHash: file.outputHash,
      score: c.score,
      groupNum: c.groupNum,
    }
  })
}
