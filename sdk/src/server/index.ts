export * from '../shared/paging.ts'
export * from './errors.ts'
export * from './module.ts'
export * from './services.ts'
