import type { EndpointArgs, LocalText } from '@oj/sdk'
import type { AdminConfigApi } from '@oj/sdk/api'
import { badRequest, fitsSetting, readSetting, type SiteSettingSpec } from '@oj/sdk/server'
import { Effect } from 'effect'

import type { Catalogue } from '../http/messages.ts'
import type { AnyServerModule } from '../loader/order.ts'
import { writeSettings } from '../site/writes.ts'

// The switches page: the switches and limits each enabled module declares (`siteSettings`), their
// values kept in the site settings. The remote judges' account lists of HOJ's DTO are answered empty:
// no remote judge here takes its accounts from this page.

const REMOTE_LISTS = ['hdu', 'cf', 'poj', 'atcoder', 'spoj', 'libreoj'].flatMap((oj) => [
  `${oj}UsernameList`,
  `${oj}PasswordList`,
])

/**
 * The switches of the website config (get-website-config), the platform's own: the frame shows or
 * hides the discussion and comment areas by them, and the module that serves the area reads them.
 */
const SITE_SETTINGS: ReadonlyArray<SiteSettingSpec> = [
  {
    key: 'openPublicDiscussion',
    kind: 'boolean',
    default: true,
    label: 'admin.setting.openPublicDiscussion',
  },
  { key: 'openGroupDiscussion', kind: 'boolean', default: true, label: 'admin.setting.openGroupDiscussion' },
  { key: 'openContestComment', kind: 'boolean', default: true, label: 'admin.setting.openContestComment' },
]

export interface DeclaredSetting {
  readonly module: string
  readonly spec: SiteSettingSpec
}

/** The site's settings and every setting the enabled modules declare; a key declared twice stops the start. */
export function declaredSettings(modules: ReadonlyArray<AnyServerModule>): ReadonlyArray<DeclaredSetting> {
  const seen = new Map<string, string>()
  const site = { id: 'site', siteSettings: SITE_SETTINGS }
  return [site, ...modules].flatMap((m) =>
    (m.siteSettings ?? []).map((spec) => {
      const other = seen.get(spec.key)
      if (other)
        throw new Error(`Modules '${other}' and '${m.id}' both declare the site setting '${spec.key}'`)
      seen.set(spec.key, m.id)
      return { module: m.id, spec }
    }),
  )
}

/** GET /admin/switch/info: HOJ's SwitchConfigDTO of the declared settings' values. */
export const switchInfo = (declared: ReadonlyArray<DeclaredSetting>) =>
  Effect.gen(function* () {
    const values: Record<string, unknown> = Object.fromEntries(REMOTE_LISTS.map((k) => [k, []]))
    for (const { spec } of declared) values[spec.key] = yield* readSetting(spec)
    return values as never
  })

/** GET /admin/switch/fields: the page's rows, with their texts in both languages. */
export const switchFields = (declared: ReadonlyArray<DeclaredSetting>, catalogue: Catalogue) =>
  Effect.gen(function* () {
    const text = (id: string): LocalText => ({
      'zh-CN': catalogue['zh-CN'][id] ?? id,
      en: catalogue.en[id] ?? id,
    })
    const rows = []
    for (const { module, spec } of declared) {
      rows.push({
        key: spec.key,
        module,
        kind: spec.kind,
        value: yield* readSetting(spec),
        default: spec.default,
        ...(spec.kind === 'integer' ? { min: spec.min, max: spec.max } : {}),
        ...(spec.kind === 'integer' && spec.unit ? { unit: text(spec.unit) } : {}),
        label: text(spec.label),
        ...(spec.help ? { help: text(spec.help) } : {}),
      })
    }
    return rows
  })

/**
 * PUT /admin/switch/update: the given fields that an enabled module declares, each checked (a value
 * out of its range refuses the whole change); the others are ignored, as HOJ's client sends its whole
 * DTO. Every server process reads the new values on its next request.
 */
export const switchUpdate =
  (declared: ReadonlyArray<DeclaredSetting>) => (input: EndpointArgs<typeof AdminConfigApi.switchUpdate>) =>
    Effect.gen(function* () {
      const given = input as Readonly<Record<string, unknown>>
      const changes: Record<string, unknown> = {}
      for (const { spec } of declared) {
        const value = given[spec.key]
        if (value === undefined) continue
        if (!fitsSetting(spec, value)) {
          return yield* spec.kind === 'integer'
            ? badRequest('admin.switch.outOfRange', `{key} must be a whole number from {min} to {max}`, {
                key: spec.key,
                min: spec.min,
                max: spec.max,
              })
            : badRequest('admin.switch.notBoolean', `{key} must be on or off`, { key: spec.key })
        }
        changes[spec.key] = value
      }
      yield* writeSettings(changes)
      return null
    })
