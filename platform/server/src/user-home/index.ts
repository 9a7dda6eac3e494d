import type { EndpointArgs } from '@oj/sdk'
import { UserHomeApi } from '@oj/sdk/api'
import type { ApiError, PlatformServices, UserHomeContribution } from '@oj/sdk/server'
import { defineServerModule } from '@oj/sdk/server'
import { Effect } from 'effect'

import type { AnyServerModule } from '../loader/order.ts'
import { calendarRange, type DayCount, sumDailyCounts } from './calendar.ts'
import { userHomeMessages } from './messages.ts'
import { publicProfile, recentLoginTime, whoseHome } from './profile.ts'
import { EMPTY_STATISTICS, type Statistics, statisticsOf } from './statistics.ts'

type Who = EndpointArgs<typeof UserHomeApi.info>

/**
 * A module's contribution runs on the shared runtime, which holds every enabled module's layer, so
 * its own requirements are met there; the cast only hides the module's service types.
 */
type Contribution = UserHomeContribution<never>
const contributionsOf = (modules: ReadonlyArray<AnyServerModule>): Array<Contribution> =>
  modules.flatMap((m) => (m.userHome ? [m.userHome as Contribution] : []))

/**
 * The built-in user home plugin (spec 1 §2 User home): the public profile from the accounts tables
 * with the figures of every enabled module's `userHome` contribution (HOJ's UserHomeVO), and the
 * submission calendar.
 */
export const userHomeModule = (modules: ReadonlyArray<AnyServerModule>) => {
  const contributions = contributionsOf(modules)
  const homeInfo = (who: Who) =>
    Effect.gen(function* () {
      const user = yield* whoseHome(who)
      const profile = publicProfile(user, yield* recentLoginTime(user.uuid))
      const parts: Array<Readonly<Record<string, unknown>>> = yield* Effect.forEach(
        contributions,
        (c): Effect.Effect<Readonly<Record<string, unknown>>, ApiError, PlatformServices> =>
          c.info ? c.info(user.uuid) : Effect.succeed({}),
      )
      // Later modules' figures win on a clash; the profile is the accounts' own and no module's.
      const statistics: Statistics = Object.assign({ ...EMPTY_STATISTICS }, ...parts.map(statisticsOf))
      return { ...profile, ...statistics }
    })
  const heatMap = (who: Who) =>
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
      api.handle(UserHomeApi.info, { auth: 'anon', handler: homeInfo })
      api.handle(UserHomeApi.heatmap, { auth: 'anon', handler: heatMap })
    },
  })
}
