export interface Wasmtime { readonly path: string; readonly version: string }
export async function findWasmtime(): Promise<Wasmtime | null> { return null }
export class WasmtimeRunner {}
