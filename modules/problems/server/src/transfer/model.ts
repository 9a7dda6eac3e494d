import type { AdminProblemInput } from '@oj/problems-contract'
import type { FilesShape } from '@oj/sdk/server'

import type { CaseRow } from '../testcases/case-rows.ts'
import type { ZipLimits } from '../zip/read.ts'

// What every source of problems gives the importer: problems as HOJ's ProblemDTO would create them,
// with their test data already in the Files service. A source reads one uploaded file (a zip, an XML
// file); a new source (a remote judge's problem, another judge's package) is one more `ProblemSource`.

export interface PackageProblem {
  /** The file or folder of the package it came from (results and messages name it). */
  readonly source: string
  /** The problem, tags, languages and templates (its problemId may be left empty: one is given). */
  readonly body: AdminProblemInput
  /** Its cases, stored in the Files service, in order. */
  readonly cases: ReadonlyArray<CaseRow>
  /** Images and files its statement links (already in the Files service, served as markdown files). */
  readonly assets?: ReadonlyArray<PackageAsset>
}

export interface PackageAsset {
  readonly kind: 'img' | 'file'
  readonly hash: string
  readonly name: string
  readonly mime: string
  readonly size: number
}

interface SourceContext {
  readonly files: FilesShape
  readonly limits: ZipLimits
  /** The uploaded file's name, for messages about the whole package. */
  readonly fileName: string
}

export interface ProblemSource {
  /** e.g. 'hoj', 'fps', 'kattis'. */
  readonly id: string
  /** Reads the package at `path`. Fails with a PackageError (or a ZipError) naming the file and the rule. */
  read(path: string, context: SourceContext): Promise<ReadonlyArray<PackageProblem>>
}

/** A package the importer refuses: the file it is about, the rule (a message id) and the message. */
export class PackageError extends Error {
  readonly file: string
  readonly msgId: string
  readonly values: Readonly<Record<string, string | number>>
  constructor(
    file: string,
    msgId: string,
    message: string,
    values: Readonly<Record<string, string | number>> = {},
  ) {
    super(message)
    this.file = file
    this.msgId = msgId
    this.values = { file, ...values }
  }
}

/** The package's file is missing: `{file}: {name} is missing`. */
export const missingFile = (file: string, name: string) =>
  new PackageError(file, 'problems.error.packageMissingFile', `${file}: ${name} is missing`, { name })

/** A file of the package is not what its format says. */
export const badFile = (file: string, detail: string) =>
  new PackageError(file, 'problems.error.packageBadFile', `${file}: ${detail}`, { detail })
