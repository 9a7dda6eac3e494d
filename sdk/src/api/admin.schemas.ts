import { Schema } from 'effect'

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

/**
 * HOJ's Session: a sign-in's address, browser and time. Sessions are keyed by a hash of their token
 * (ADR 0003), so there is no number `id` (allow-listed).
 */
export const LastSession = Schema.Struct({
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
})

/**
 * HOJ's SwitchConfigDTO as far as this site has the switches: the discussion and comment areas. HOJ
 * sends the whole DTO; its other fields (judging switches, quotas, remote judge accounts) are ignored.
 */
export const SwitchUpdate = Schema.Struct({
  openPublicDiscussion: Schema.optionalKey(Schema.Boolean),
  openGroupDiscussion: Schema.optionalKey(Schema.Boolean),
  openContestComment: Schema.optionalKey(Schema.Boolean),
})
