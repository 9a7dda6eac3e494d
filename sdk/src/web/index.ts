export * from './module.ts'
export * from './platform.ts'
export * from './runtime.ts'
