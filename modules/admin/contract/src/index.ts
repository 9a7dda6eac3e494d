// @oj/admin-contract: what the admin module's server and web share (its routes; its calls are the
// platform's AdminApi).
export * from './constants.ts'
