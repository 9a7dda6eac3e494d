import { Schema, SchemaTransformation } from 'effect'

// Schemas of RemoteImportApi, loaded lazily by remote-import.ts.

/** Required, trimmed, at most `max` characters. */
const Required = (max: number) =>
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(
        Schema.isNonEmpty({ message: 'problems.error.remoteRequired' }),
        Schema.isMaxLength(max, { message: 'problems.error.remoteRequired' }),
      ),
      SchemaTransformation.trim(),
    ),
  )

/**
 * GET|POST /admin/problem/import-remote-oj-problem: `name` a remote judge (HDU, CF, GYM, POJ, AC,
 * SPOJ, HOJ), `problemId` its problem there ('1000', or 'HDU-1000' with the prefix).
 */
export const RemoteImportInput = Schema.Struct({ name: Required(20), problemId: Required(100) })
export type RemoteImportInput = typeof RemoteImportInput.Type

/** HOJ answers nothing (CommonResult<Void>); the problem is then NAME-problemId in the bank. */
export const Nothing = Schema.Null
