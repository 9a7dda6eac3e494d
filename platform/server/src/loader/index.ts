export type { AnyServerModule, OrderModulesInput } from './order.ts'
export { orderModules } from './order.ts'
