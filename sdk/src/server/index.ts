export * from './errors.ts'
export * from './module.ts'
export * from './services.ts'
export * from '../shared/paging.ts'
