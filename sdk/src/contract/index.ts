// @oj/sdk/contract: what contract packages declare their API with, free of run-time dependencies,
// so web code that imports a contract for its endpoints and slots pulls in no schema library.
export type {
  AnyEndpoint,
  Endpoint,
  EndpointArgs,
  EndpointInput,
  EndpointOptions,
  EndpointOutput,
  EndpointSchemas,
  HttpMethod,
} from '../shared/endpoint.ts'
export { endpoint, endpointMethods, pathParams } from '../shared/endpoint.ts'
export type { ExtensionPoint } from '../shared/extension-point.ts'
export { defineExtensionPoint } from '../shared/extension-point.ts'
export type { SlotDef, SlotProps } from '../shared/slot.ts'
export { defineSlot, PlatformSlots } from '../shared/slot.ts'
