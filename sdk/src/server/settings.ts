import { Effect } from 'effect'

import type { MessageCatalogue } from './module.ts'
import { SiteSettings } from './services.ts'

// A module's site switches and limits (HOJ's SwitchConfig keys): the module declares each one
// (`siteSettings` of its server module) and reads it with `readSetting`; the platform stores the
// values, serves them to the admin area's switches page (GET /admin/switch/info) and takes changes
// (PUT /admin/switch/update) for the keys an enabled module declares. A change is read by every
// server process on its next request (SiteSettings reads a stamp the change moves).

interface SettingBase {
  /** HOJ's SwitchConfig key, e.g. 'defaultSubmitInterval'. */
  readonly key: string
  /** Message ids of the module's server catalogue: the switch's label, and a line of help. */
  readonly label: string
  readonly help?: string
}

export interface BooleanSetting extends SettingBase {
  readonly kind: 'boolean'
  readonly default: boolean
}

export interface IntegerSetting extends SettingBase {
  readonly kind: 'integer'
  readonly default: number
  readonly min: number
  readonly max: number
  /** The unit the page shows beside the number, a message id (e.g. seconds). */
  readonly unit?: string
}

export type SiteSettingSpec = BooleanSetting | IntegerSetting
export type SettingValue<S extends SiteSettingSpec> = S extends BooleanSetting ? boolean : number

/** Declares a setting (an identity function: the type is the contract). */
export const defineSetting = <S extends SiteSettingSpec>(spec: S): S => spec

/** Whether a value fits the setting (a stored value of another type or out of range does not). */
export function fitsSetting(spec: SiteSettingSpec, value: unknown): boolean {
  if (spec.kind === 'boolean') return typeof value === 'boolean'
  return typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max
}

/**
 * The setting's value: what an administrator stored, or its default while none is stored (or the
 * store cannot be read, which is logged: a switch must not take a page down).
 */
export const readSetting = <S extends SiteSettingSpec>(
  spec: S,
): Effect.Effect<SettingValue<S>, never, SiteSettings> =>
  Effect.gen(function* () {
    const stored = yield* (yield* SiteSettings).get(spec.key).pipe(
      Effect.tapError((error) => Effect.logError(`site setting ${spec.key} unreadable`, error.cause)),
      Effect.orElseSucceed(() => undefined),
    )
    return (fitsSetting(spec, stored) ? stored : spec.default) as SettingValue<S>
  })

/** One catalogue of several (a module's texts and its settings' labels); later ids win. */
export const joinCatalogues = (...catalogues: ReadonlyArray<MessageCatalogue>): MessageCatalogue => ({
  'zh-CN': Object.assign({}, ...catalogues.map((c) => c['zh-CN'])),
  en: Object.assign({}, ...catalogues.map((c) => c.en)),
})
