import { Schema } from 'effect'

import { IntFromQuery } from '../shared/paging.ts'
import { optionalParam } from '../shared/schema-kit.ts'

// Schemas of the admin sign-in and dashboard (hoj-wire.txt: admin/AdminAccountController,
// DashboardController, ConfigController).
export { NoInput } from '../shared/schema-kit.ts'
export { LoginInput, LoginReply, Nothing } from './accounts.schemas.ts'

/** HOJ's dashboard map: figures a module does not serve are 0. */
export const DashboardInfo = Schema.Struct({
  userNum: Schema.Int,
  todayJudgeNum: Schema.Int,
  recentContestNum: Schema.Int,
})

/** HOJ's Session: a sign-in's number, address, browser and time (a row of the sign-in log). */
export const LastSession = Schema.Struct({
  id: Schema.Int,
  uid: Schema.String,
  userAgent: Schema.String,
  ip: Schema.String,
  gmtCreate: Schema.String,
  gmtModified: Schema.String,
})

/** One service instance as HOJ's dashboard lists it (Spring Cloud's ServiceInstance fields it reads). */
const ServiceInstance = Schema.Struct({
  serviceId: Schema.String,
  host: Schema.String,
  port: Schema.Int,
  secure: Schema.Boolean,
  metadata: Schema.Record(Schema.String, Schema.String),
})

/**
 * HOJ's service info: the backend's machine (cores, CPU and memory load as 'nn.nn%'), its instances
 * (this server alone) and the registry's status (`nacos`; ours is the server itself, which is up
 * when it answers).
 */
export const ServiceInfo = Schema.Struct({
  backupCores: Schema.Int,
  backupPercentCpuLoad: Schema.String,
  backupPercentMemoryLoad: Schema.String,
  backupService: Schema.Array(ServiceInstance),
  nacos: Schema.Struct({ status: Schema.String }),
  /** Ours: the machine and this server process, as the service page shows them. */
  machine: Schema.Struct({
    hostname: Schema.String,
    os: Schema.String,
    cpuModel: Schema.String,
    /** The 1, 5 and 15 minute load averages. */
    loadAverage: Schema.Array(Schema.Number),
    memoryTotal: Schema.Number,
    memoryFree: Schema.Number,
    uptimeSeconds: Schema.Number,
  }),
  process: Schema.Struct({
    pid: Schema.Int,
    uptimeSeconds: Schema.Number,
    /** Resident memory and the JavaScript heap in use, in bytes. */
    rss: Schema.Number,
    heapUsed: Schema.Number,
  }),
  versions: Schema.Struct({
    platform: Schema.String,
    node: Schema.String,
    /** The database server's version ('PGlite …' for the embedded one). */
    database: Schema.String,
    bus: Schema.String,
  }),
})

/** The dashboard's recent sign-ins (ours). */
export const RecentLoginsQuery = Schema.Struct({
  limit: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
})
export const RecentLogins = Schema.Array(
  Schema.Struct({
    id: Schema.Int,
    uid: Schema.String,
    username: Schema.String,
    avatar: Schema.NullOr(Schema.String),
    ip: Schema.String,
    userAgent: Schema.String,
    gmtCreate: Schema.String,
  }),
)

/** The last 24 whole hours and the current one, oldest first, every hour present (ours). */
export const JudgingChart = Schema.Array(
  Schema.Struct({ hour: Schema.String, total: Schema.Int, accepted: Schema.Int }),
)
