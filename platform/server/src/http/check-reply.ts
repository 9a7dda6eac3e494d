import { Effect, Schema, SchemaIssue } from 'effect'

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * Holds a reply's `data`, as it goes on the wire (through JSON), against the endpoint's output
 * schema: a missing field, a field of another type or one the schema does not declare is a defect,
 * logged with every issue, so a test of the route fails on it.
 */
export function checkReply(output: Schema.Top, data: unknown, route: string): Effect.Effect<void> {
  const wire: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data))
  return Schema.decodeUnknownEffect(output as Schema.Codec<unknown, unknown>)(wire, {
    errors: 'all',
    onExcessProperty: 'error',
  }).pipe(
    Effect.asVoid,
    Effect.catch((error) =>
      Effect.die(
        new Error(
          `The reply of ${route} does not match its output schema:\n` +
            formatter(error.issue)
              .issues.map(
                (i) =>
                  `  ${i.path?.map((p) => String(typeof p === 'object' ? p.key : p)).join('.') || '(root)'}: ${i.message}`,
              )
              .join('\n'),
        ),
      ),
    ),
  )
}
