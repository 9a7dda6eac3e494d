import type { Schema } from 'effect'

// An event a module publishes, declared in its contract with the schema of its payload. It lives in
// the shared part so that a contract (which may not import the server entry) can declare one; the
// subscribing side (`on`) is in `@oj/sdk/server`.

export interface EventDef<S extends Schema.Top> {
  /** `events.<module>.<name>` */
  readonly subject: string
  readonly schema: S
}

export const defineEvent = <S extends Schema.Top>(subject: string, schema: S): EventDef<S> => ({
  subject,
  schema,
})
