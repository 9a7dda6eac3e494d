import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

import type { AppConfig } from '@oj/sdk/server'
import { Cause, Exit, Schema, SchemaIssue } from 'effect'

import { type NatsAuth, natsAuthProblem } from '../bus/nats-auth.ts'
import { StartupError } from '../startup-error.ts'
import {
  AdminPassword,
  DatabaseUrl,
  DataDir,
  DirectoryPath,
  FilePath,
  Host,
  JudgeCapacity,
  JudgeName,
  MailFrom,
  ModuleList,
  NatsNamespace,
  NatsSecret,
  NatsUrl,
  Port,
  ProxyList,
  PublicUrl,
  Remotes,
  SmtpUrl,
  Switch,
} from './fields.ts'

/** The judge's settings (`oj judge`, and the embedded judge of `oj serve`). */
interface JudgeConfig {
  /** Whether `oj serve` runs a judge worker in its own process (OJ_JUDGE_EMBEDDED, default on). */
  readonly embedded: boolean
  /** OJ_JUDGE_NAME; default: `<host>-<pid>`. */
  readonly name: string | undefined
  /** OJ_JUDGE_CAPACITY; default: the CPUs and one more for `oj judge`, 1 or 2 embedded. */
  readonly capacity: number | undefined
  /** OJ_JUDGE_CACHE_DIR; default: `<data dir>/judge-cache` embedded, a temp folder for `oj judge`. */
  readonly cacheDir: string | undefined
  /** OJ_TESTLIB_DIR: the folder holding the operator's testlib.h for special judges. */
  readonly testlibDir: string | undefined
}

/** The sdk's AppConfig plus what only the server process needs. */
export interface ServerConfig extends AppConfig {
  readonly host: string
  /** Manifest URL overrides of module remotes, by module id (`remotes` in the file, OJ_REMOTE_<ID>_URL). */
  readonly remotes: Readonly<Record<string, string>>
  /** Where the module list came from, quoted in start-up errors (e.g. "OJ_MODULES=problems"). */
  readonly modulesSource: string
  /** The config file that was read, if any. */
  readonly configFile: string | undefined
  readonly judge: JudgeConfig
  /** Outgoing mail: SMTP when `smtpUrl` is set, else the embedded outbox. */
  readonly mail: { readonly smtpUrl: string | undefined; readonly from: string | undefined }
  /** OJ_PUBLIC_URL: the site's address for links in mails (e.g. https://oj.example.com); never the request's Host. */
  readonly publicUrl: string | undefined
  /** OJ_CHECK_REPLIES: hold every reply against its endpoint's output schema (tests; costs time). */
  readonly checkReplies: boolean
  /** How to log in to NATS (NATS_CREDS, NATS_USER + NATS_PASSWORD, NATS_TOKEN); all unset: no login. */
  readonly natsAuth: NatsAuth
  /**
   * NATS_NAMESPACE: streams and subjects of this site's own on a NATS server shared with other sites;
   * unset: the streams EVENTS and TASKS. A server and its `oj judge` workers must name the same one.
   */
  readonly natsNamespace: string | undefined
  /** OJ_TRUST_PROXY: proxies (addresses, CIDR blocks) whose X-Forwarded-For is believed; none by default. */
  readonly trustProxy: ReadonlyArray<string>
}

export interface LoadConfigOptions {
  /** Defaults to process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>
  /** Where oj.config.json is looked for and relative paths start; defaults to process.cwd(). */
  readonly cwd?: string
  /** Ids of the installed modules: the default of OJ_MODULES. */
  readonly installedModules: ReadonlyArray<string>
}

export const CONFIG_FILE_NAME = 'oj.config.json'

/** The settings: environment variable, key in the config file, schema. */
const FIELDS = {
  port: { env: 'PORT', schema: Port },
  host: { env: 'OJ_HOST', schema: Host },
  dataDir: { env: 'OJ_DATA_DIR', schema: DataDir },
  adminPassword: { env: 'OJ_ADMIN_PASSWORD', schema: AdminPassword },
  databaseUrl: { env: 'DATABASE_URL', schema: DatabaseUrl },
  natsUrl: { env: 'NATS_URL', schema: NatsUrl },
  natsCreds: { env: 'NATS_CREDS', schema: FilePath },
  natsUser: { env: 'NATS_USER', schema: NatsSecret },
  natsPassword: { env: 'NATS_PASSWORD', schema: NatsSecret },
  natsToken: { env: 'NATS_TOKEN', schema: NatsSecret },
  natsNamespace: { env: 'NATS_NAMESPACE', schema: NatsNamespace },
  modules: { env: 'OJ_MODULES', schema: ModuleList },
  judgeEmbedded: { env: 'OJ_JUDGE_EMBEDDED', schema: Switch },
  checkReplies: { env: 'OJ_CHECK_REPLIES', schema: Switch },
  trustProxy: { env: 'OJ_TRUST_PROXY', schema: ProxyList },
  judgeName: { env: 'OJ_JUDGE_NAME', schema: JudgeName },
  judgeCapacity: { env: 'OJ_JUDGE_CAPACITY', schema: JudgeCapacity },
  judgeCacheDir: { env: 'OJ_JUDGE_CACHE_DIR', schema: DirectoryPath },
  testlibDir: { env: 'OJ_TESTLIB_DIR', schema: DirectoryPath },
  smtpUrl: { env: 'OJ_SMTP_URL', schema: SmtpUrl },
  mailFrom: { env: 'OJ_MAIL_FROM', schema: MailFrom },
  publicUrl: { env: 'OJ_PUBLIC_URL', schema: PublicUrl },
} as const
type FieldName = keyof typeof FIELDS
const FILE_KEYS: ReadonlyArray<string> = [...Object.keys(FIELDS), 'remotes']
const SECRET_FIELDS: ReadonlySet<FieldName> = new Set([
  'adminPassword',
  'databaseUrl',
  'smtpUrl',
  'natsUrl',
  'natsPassword',
  'natsToken',
])

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * Reads the configuration: environment variables win over the config file (OJ_CONFIG, else
 * oj.config.json in the working directory), which wins over the defaults. A blank variable counts
 * as unset. Every invalid value is reported at once, in one StartupError.
 */
export function loadConfig(options: LoadConfigOptions): ServerConfig {
  const env = options.env ?? process.env
  const cwd = options.cwd ?? process.cwd()
  const envValue = (name: string) => {
    const v = env[name]
    return v === undefined || v.trim() === '' ? undefined : v
  }
  const file = readConfigFile(envValue('OJ_CONFIG'), cwd)
  const problems: Array<string> = []

  const read = <K extends FieldName>(name: K): (typeof FIELDS)[K]['schema']['Type'] | undefined => {
    const { env: variable, schema } = FIELDS[name]
    const fromEnv = envValue(variable)
    const [value, source] =
      fromEnv !== undefined
        ? [fromEnv, variable]
        : [file?.values[name], `'${name}' in ${file?.path ?? CONFIG_FILE_NAME}`]
    if (value === undefined) return undefined
    const exit = Schema.decodeUnknownExit(schema as Schema.Codec<unknown, unknown>)(value)
    if (Exit.isSuccess(exit)) return exit.value as (typeof FIELDS)[K]['schema']['Type']
    const shown = SECRET_FIELDS.has(name) ? '' : ` (got ${JSON.stringify(value)})`
    problems.push(`${source}: ${firstMessage(exit.cause)}${shown}`)
    return undefined
  }

  const port = read('port')
  const host = read('host')
  const dataDir = read('dataDir')
  const adminPassword = read('adminPassword')
  const databaseUrl = read('databaseUrl')
  const natsUrl = read('natsUrl')
  const modules = read('modules')
  const judgeEmbedded = read('judgeEmbedded')
  const judgeName = read('judgeName')
  const judgeCapacity = read('judgeCapacity')
  const judgeCacheDir = read('judgeCacheDir')
  const testlibDir = read('testlibDir')
  const smtpUrl = read('smtpUrl')
  const mailFrom = read('mailFrom')
  const publicUrl = read('publicUrl')
  const checkReplies = read('checkReplies')
  const trustProxy = read('trustProxy')
  const natsCreds = read('natsCreds')
  const natsAuth: NatsAuth = {
    credsFile: natsCreds === undefined ? undefined : resolve(cwd, natsCreds),
    user: read('natsUser'),
    password: read('natsPassword'),
    token: read('natsToken'),
  }
  const natsNamespace = read('natsNamespace')
  const natsProblem = natsAuthProblem(natsAuth)
  if (natsProblem) problems.push(natsProblem)
  const remotes = readRemotes(env, file, problems)

  if (problems.length > 0) {
    throw new StartupError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
  // Paths in the file are relative to the file; paths in the environment to the working directory.
  const dataDirBase = envValue('OJ_DATA_DIR') === undefined && file ? dirname(file.path) : cwd
  const modulesFromEnv = envValue('OJ_MODULES')
  const moduleIds = modules === undefined ? [...options.installedModules] : dedupe(modules)
  return {
    port: port ?? 8080,
    host: host ?? '127.0.0.1',
    dataDir: resolve(dataDirBase, dataDir ?? './.data'),
    adminPassword,
    databaseUrl,
    natsUrl,
    modules: moduleIds,
    modulesSource:
      modulesFromEnv !== undefined
        ? `OJ_MODULES=${modulesFromEnv}`
        : modules !== undefined
          ? `'modules' in ${file?.path ?? CONFIG_FILE_NAME}`
          : 'the default: every installed module',
    remotes,
    configFile: file?.path,
    judge: {
      embedded: judgeEmbedded ?? true,
      name: judgeName,
      capacity: judgeCapacity,
      cacheDir: judgeCacheDir === undefined ? undefined : resolve(cwd, judgeCacheDir),
      testlibDir: testlibDir === undefined ? undefined : resolve(cwd, testlibDir),
    },
    mail: { smtpUrl, from: mailFrom },
    publicUrl,
    checkReplies: checkReplies ?? false,
    trustProxy: trustProxy ?? [],
    natsAuth,
    natsNamespace,
  }
}

interface LoadedFile {
  readonly path: string
  readonly values: Readonly<Record<string, unknown>>
}

function readConfigFile(explicit: string | undefined, cwd: string): LoadedFile | undefined {
  const path = resolve(cwd, explicit ?? CONFIG_FILE_NAME)
  if (!existsSync(path)) {
    if (explicit !== undefined) throw new StartupError(`OJ_CONFIG names ${path}, which does not exist`)
    return undefined
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'))
  } catch (e) {
    throw new StartupError(`The config file ${path} is not valid JSON: ${(e as Error).message}`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new StartupError(`The config file ${path} must hold a JSON object`)
  }
  const unknown = Object.keys(parsed).filter((k) => !FILE_KEYS.includes(k))
  if (unknown.length > 0) {
    // A typo would otherwise be ignored silently.
    throw new StartupError(
      `Unknown setting ${unknown.map((k) => `'${k}'`).join(', ')} in ${path}; known settings: ${FILE_KEYS.join(', ')}`,
    )
  }
  return { path, values: parsed as Record<string, unknown> }
}

const REMOTE_VARIABLE = /^OJ_REMOTE_([A-Z0-9_]+)_URL$/

function readRemotes(
  env: Readonly<Record<string, string | undefined>>,
  file: LoadedFile | undefined,
  problems: Array<string>,
): Record<string, string> {
  const remotes: Record<string, string> = {}
  const fromFile = file?.values['remotes']
  if (fromFile !== undefined) {
    const exit = Schema.decodeUnknownExit(Remotes)(fromFile)
    if (Exit.isSuccess(exit)) Object.assign(remotes, exit.value)
    else problems.push(`'remotes' in ${file?.path}: ${firstMessage(exit.cause)}`)
  }
  for (const [name, value] of Object.entries(env)) {
    const match = REMOTE_VARIABLE.exec(name)
    if (!match?.[1] || value === undefined || value.trim() === '') continue
    const id = match[1].toLowerCase().replaceAll('_', '-')
    const exit = Schema.decodeUnknownExit(Remotes)({ [id]: value })
    if (Exit.isSuccess(exit)) remotes[id] = value
    else problems.push(`${name}: ${firstMessage(exit.cause)} (got ${JSON.stringify(value)})`)
  }
  return remotes
}

function firstMessage(cause: Cause.Cause<Schema.SchemaError>): string {
  const error = Cause.squash(cause)
  if (!Schema.isSchemaError(error)) return String(error)
  const issue = formatter(error.issue).issues[0]
  if (!issue) return 'Invalid value'
  const path = issue.path?.length ? ` at ${issue.path.map(String).join('.')}` : ''
  return `${issue.message}${path}`
}

const dedupe = (ids: ReadonlyArray<string>): Array<string> => [...new Set(ids)]
