import type { ApiError, PlatformServices, UserHomeContribution } from '@oj/sdk/server'
import { defineServerModule } from '@oj/sdk/server'
import { Effect } from 'effect'

import type { AnyServerModule } from '../loader/order.ts'
import { calendarRange, type DayCount, sumDailyCounts } from './calendar.ts'
import { userHomeMessages } from './messages.ts'
import { publicProfile, recentLoginTime, WhoQuery, whoseHome } from './profile.ts'

/** What the page shows when no enabled module says otherwise (e.g. the problems module is off). */
const EMPTY_STATISTICS = {
  total: 0,
  solvedList: [] as Array<string>,
  score: 0,
  rating: null as number | null,
  solvedGroupByDifficulty: { '0': [], '1': [], '2': [] } as Record<string, Array<string>>,
}

/** Fields no module may put on a public page, whatever it answers. */
const PRIVATE_FIELDS = ['email', 'password', 'mobile', 'phone', 'number'] as const

/**
 * A module's contribution runs on the shared runtime, which holds every enabled module's layer, so
 * its own requirements are met there; the cast only hides the module's service types.
 */
type Contribution = UserHomeContribution<never>
const contributionsOf = (modules: ReadonlyArray<AnyServerModule>): Array<Contribution> =>
  modules.flatMap((m) => (m.userHome ? [m.userHome as Contribution] : []))

const withoutPrivate = (fields: Readonly<Record<string, unknown>>) => {
  const copy: Record<string, unknown> = { ...fields }
  for (const key of PRIVATE_FIELDS) delete copy[key]
  return copy
}

/**
 * The built-in user home plugin (spec 1 §2 User home): the public profile from the accounts tables
 * with every enabled module's `userHome` contribution added to it (never over it), and the
 * submission calendar.
 */
export const userHomeModule = (modules: ReadonlyArray<AnyServerModule>) => {
  const contributions = contributionsOf(modules)
  const homeInfo = (who: typeof WhoQuery.Type) =>
    Effect.gen(function* () {
      const user = yield* whoseHome(who)
      const profile = publicProfile(user, yield* recentLoginTime(user.uuid))
      const parts: Array<Readonly<Record<string, unknown>>> = yield* Effect.forEach(
        contributions,
        (c): Effect.Effect<Readonly<Record<string, unknown>>, ApiError, PlatformServices> =>
          c.info ? c.info(user.uuid) : Effect.succeed({}),
      )
      // Modules add to the page and may fill the statistics; the account's own profile fields are
      // the accounts' to answer, so they go last and no module can overwrite them (username, avatar…).
      return Object.assign({ ...EMPTY_STATISTICS }, ...parts.map(withoutPrivate), profile) as ReturnType<
        typeof publicProfile
      > &
        typeof EMPTY_STATISTICS
    })
  const heatMap = (who: typeof WhoQuery.Type) =>
    Effect.gen(function* () {
      const user = yield* whoseHome(who)
      const { since, endDate } = calendarRange(new Date())
      const lists: Array<ReadonlyArray<DayCount>> = yield* Effect.forEach(contributions, (c) =>
        c.dailyCounts ? c.dailyCounts(user.uuid, since) : Effect.succeed([]),
      )
      return { dataList: sumDailyCounts(lists, since, endDate), endDate }
    })
  return defineServerModule({
    id: 'user-home',
    requires: [],
    messages: userHomeMessages,
    routes: (api) => {
      api.get('/get-user-home-info', { auth: 'anon', input: WhoQuery, handler: homeInfo })
      api.get('/get-user-calendar-heatmap', { auth: 'anon', input: WhoQuery, handler: heatMap })
    },
  })
}
