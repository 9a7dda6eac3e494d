import type { Effect, Layer } from 'effect'

import type { AdminApi } from '../api/admin.ts'
import type { UserHomeApi } from '../api/user-home.ts'
import type { AnyEndpoint, EndpointArgs, EndpointOutput } from '../shared/endpoint.ts'
import type { WebSpec } from '../shared/modules.ts'
import type { RoleName } from '../shared/roles.ts'
import type { EncodedJson } from './encoded.ts'
import type { ApiError } from './errors.ts'
import type { Contribution, Extensions } from './extensions.ts'
import type {
  Bus,
  Config,
  Db,
  Files,
  Inbox,
  Mail,
  RateLimits,
  RemoteJudges,
  RequestContext,
  SiteSettings,
  TaskMessage,
  Users,
} from './services.ts'
import type { SiteSettingSpec } from './settings.ts'

/** Services every handler may use without providing them. */
export type PlatformServices =
  Db | Bus | Files | Mail | Config | SiteSettings | Inbox | Users | RateLimits | Extensions | RemoteJudges

/**
 * Who may call a route:
 * - 'anon': anyone (HOJ's AnonApi); the caller is still identified when a token is sent.
 * - 'login': any logged-in user.
 * - { rolesAny }: a logged-in user with at least one of these roles.
 * - { perms }: a logged-in user holding every one of these permissions.
 */
export type AuthRule =
  | 'anon'
  | 'login'
  | { readonly rolesAny: ReadonlyArray<RoleName> }
  | { readonly perms: ReadonlyArray<string> }

/** How a module serves one endpoint of its contract. */
export interface HandlerSpec<E extends AnyEndpoint, R> {
  readonly auth: AuthRule
  /**
   * Gets the decoded input; its success is the envelope's `data` (checked against the endpoint's
   * output schema in tests). A raw endpoint answers a `Response` of its own (a stream, an image).
   */
  readonly handler: (
    input: EndpointArgs<E>,
  ) => Effect.Effect<
    EndpointOutput<E> | EncodedJson<EndpointOutput<E>> | Response,
    ApiError,
    R | RequestContext | PlatformServices
  >
}

/** The route table a module fills in: every route is an endpoint of a contract. */
export interface Router<R = never> {
  /** Serves an endpoint of a contract: its method(s), path, input decoding and reply check. */
  handle<E extends AnyEndpoint>(endpoint: E, spec: HandlerSpec<E, R>): void
}

/** Handles one event of a subscribed subject; failing makes the bus redeliver it. */
export interface SubscriptionSpec<R> {
  readonly subject: string
  readonly handler: (msg: TaskMessage) => Effect.Effect<void, unknown, R | PlatformServices>
  /**
   * Optionally, the events that wait together (a burst) in one call, up to `max`: it must do what
   * `handler` does to each of them, in order, only cheaper. A lone event is not held back to make a
   * batch. When a batch fails, `handler` takes its events one at a time (so that one event that
   * cannot be handled does not hold back the others), and those that fail again are redelivered.
   */
  readonly batch?: {
    readonly max: number
    readonly handler: (msgs: ReadonlyArray<TaskMessage>) => Effect.Effect<void, unknown, R | PlatformServices>
  }
}

export interface MessageCatalogue {
  readonly 'zh-CN': Readonly<Record<string, string>>
  readonly en: Readonly<Record<string, string>>
}

/**
 * What a module adds to a user's home page (GET /ojapi/get-user-home-info and
 * /get-user-calendar-heatmap, served by the platform). The platform merges every enabled module's
 * contribution, so the user home works with any set of modules.
 */
/** The figures of HOJ's UserHomeVO a module may fill; the profile fields are the platform's own. */
export type UserHomeFigures = Partial<
  Pick<
    EndpointOutput<typeof UserHomeApi.info>,
    'total' | 'rating' | 'scoreList' | 'solvedList' | 'solvedGroupByDifficulty'
  >
>

export interface UserHomeContribution<R> {
  /**
   * Fields this module adds to get-user-home-info's data, e.g. the problems module's `total`,
   * `solvedList`, `score` and `solvedGroupByDifficulty`. Later modules' fields win on a clash.
   */
  readonly info?: (uid: string) => Effect.Effect<UserHomeFigures, ApiError, R | PlatformServices>
  /**
   * The user's submissions per local day (`YYYY-MM-DD`) from `since` (inclusive) on; the platform
   * sums the counts of every module into the calendar heat map.
   */
  readonly dailyCounts?: (
    uid: string,
    since: string,
  ) => Effect.Effect<
    ReadonlyArray<{ readonly date: string; readonly count: number }>,
    ApiError,
    R | PlatformServices
  >
}

/** The figures of HOJ's admin dashboard a module may fill; `userNum` is the platform's own. */
export type DashboardFigures = Partial<
  Pick<EndpointOutput<typeof AdminApi.dashboardInfo>, 'todayJudgeNum' | 'recentContestNum'>
>

/** One hour of judging on the dashboard's chart: submissions made in it, and how many were accepted. */
export interface JudgingHour {
  /** The hour's start (ISO 8601, on the hour). */
  readonly hour: string
  readonly total: number
  readonly accepted: number
}

/**
 * What a module adds to the admin dashboard (GET /ojapi/admin/dashboard/get-dashboard-info, served
 * by the platform): e.g. the problems module's submissions today, the contests module's recent
 * contests. Figures no module gives are 0.
 */
export interface AdminDashboardContribution<R> {
  readonly figures: () => Effect.Effect<DashboardFigures, ApiError, R | PlatformServices>
  /**
   * The judging of the `hours` whole hours from `from` on (GET /admin/dashboard/judging sums every
   * module's), one entry per hour that had any; hours left out had none.
   */
  readonly judging?: (
    from: Date,
    hours: number,
  ) => Effect.Effect<ReadonlyArray<JudgingHour>, ApiError, R | PlatformServices>
}

export interface ServerModule<R = never> {
  readonly id: string
  /** Modules that must be enabled (and are started) before this one. */
  readonly requires: ReadonlyArray<string>
  /** Folder of drizzle-kit SQL migrations; applied at start into the module's own journal. */
  readonly migrations?: URL
  /** The module's services. */
  readonly layer?: Layer.Layer<R, unknown, PlatformServices>
  readonly routes?: (router: Router<R>) => void
  readonly subscriptions?: ReadonlyArray<SubscriptionSpec<R>>
  /** Permission names this module checks, seeded for the admin roles. */
  readonly permissions?: ReadonlyArray<string>
  /**
   * The site switches and limits this module owns and reads with `readSetting` (HOJ's SwitchConfig
   * keys): the admin area's switches page shows and sets them while the module is enabled.
   */
  readonly siteSettings?: ReadonlyArray<SiteSettingSpec>
  /** Server-side messages (error texts) by id, in both languages. */
  readonly messages?: MessageCatalogue
  /**
   * What the shell shows for this module: the route prefixes of its remote, nav entries, areas,
   * the slots it fills and its message sources. Labels are message ids of `messages`.
   */
  readonly web?: WebSpec
  /** What this module adds to the user home (profile statistics, submission calendar). */
  readonly userHome?: UserHomeContribution<R>
  /** What this module adds to the admin dashboard's figures. */
  readonly adminDashboard?: AdminDashboardContribution<R>
  /** What this module provides to other modules' extension points (see `contribute`). */
  readonly contributes?: ReadonlyArray<Contribution<R>>
  /** Fills the demo data on a fresh database (npm start's seed); must be idempotent. */
  readonly seedDemo?: Effect.Effect<void, unknown, R | PlatformServices>
  /**
   * Every Files hash this module's data still names (test data, pictures). The platform's pruning
   * removes blobs no installed module names; while an installed module does not answer this (or its
   * answer fails), no blob is removed. A module without files answers an empty list.
   */
  readonly filesInUse?: Effect.Effect<Iterable<string>, unknown, PlatformServices>
}

/** Declares a server module. A plain identity function: the type is the contract. */
export function defineServerModule<R = never>(module: ServerModule<R>): ServerModule<R> {
  return module
}
