// Remote judges: the adapter's contract, its HTTP client and page reader, the typed errors, the
// verdict kinds, and the account set that travels from the server to the workers.
export * from './accounts.ts'
export * from './context.ts'
export * from './define.ts'
export * from './errors.ts'
export * from './html.ts'
export * from './http.ts'
export * from './verdicts.ts'
