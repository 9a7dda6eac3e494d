import { isIP } from 'node:net'

import { Schema, SchemaTransformation } from 'effect'

import { namespaceProblem } from '../bus/nats-setup.ts'

// One schema per setting. Each accepts what the environment gives (text) and what a JSON config
// file gives (numbers, arrays), so the same field decodes both sources.

const IntLike = Schema.Union([Schema.Int, Schema.NumberFromString.pipe(Schema.check(Schema.isInt()))])

export const Port = IntLike.pipe(
  Schema.check(
    Schema.isBetween(
      { minimum: 0, maximum: 65535 },
      { message: 'Expected a port number between 0 and 65535' },
    ),
  ),
)

const Text = (what: string) =>
  Schema.String.annotate({ message: `Expected ${what}` }).pipe(
    Schema.check(Schema.isNonEmpty({ message: `Expected ${what}, not an empty text` })),
  )

export const Host = Text('a host name or IP address')
export const DataDir = Text('a directory path')

export const AdminPassword = Schema.String.annotate({ message: 'Expected a text' }).pipe(
  // The root account logs in through the same form as everyone: spec 1 §5 allows 6 to 20.
  Schema.check(
    Schema.isBetweenLength(6, 20, {
      message: 'Expected 6 to 20 characters (the login form accepts no other length)',
    }),
  ),
)

export const DatabaseUrl = Schema.String.annotate({ message: 'Expected a URL' }).pipe(
  Schema.check(
    Schema.isPattern(/^postgres(ql)?:\/\/\S+$/, { message: 'Expected a postgres:// or postgresql:// URL' }),
  ),
)

export const NatsUrl = Schema.String.annotate({ message: 'Expected a URL' }).pipe(
  Schema.check(
    Schema.isPattern(/^(nats|tls|ws|wss):\/\/\S+(,\s*(nats|tls|ws|wss):\/\/\S+)*$/, {
      message: 'Expected nats:// URLs (comma separated when several)',
    }),
  ),
)

/** NATS_NAMESPACE: names the bus's streams and subjects, so sites sharing a NATS server keep apart. */
export const NatsNamespace = Schema.String.annotate({ message: 'Expected a text' }).pipe(
  Schema.check(Schema.makeFilter((namespace: string) => namespaceProblem(namespace) ?? true)),
)

const ModuleId = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^[a-z][a-z0-9-]*$/, {
      message: 'Expected module ids in lower case (e.g. problems,contests)',
    }),
  ),
)
const splitList = (text: string): Array<string> =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)

/** A comma list (environment) or an array (config file) of module ids; `none` enables no module. */
export const ModuleList = Schema.Union([
  Schema.Array(ModuleId),
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.Array(ModuleId),
      SchemaTransformation.transform({
        decode: (text: string): ReadonlyArray<string> => (text.trim() === 'none' ? [] : splitList(text)),
        encode: (ids: ReadonlyArray<string>) => ids.join(','),
      }),
    ),
  ),
])

/** On/off switches: `1`/`0`, `true`/`false`, `on`/`off`, `yes`/`no` (environment) or a JSON boolean. */
export const Switch = Schema.Union([
  Schema.Boolean,
  Schema.String.pipe(
    Schema.check(
      Schema.isPattern(/^(1|0|true|false|on|off|yes|no)$/i, {
        message: 'Expected 1 or 0 (true/false, on/off)',
      }),
    ),
    Schema.decodeTo(
      Schema.Boolean,
      SchemaTransformation.transform({
        decode: (text: string) => /^(1|true|on|yes)$/i.test(text),
        encode: (on: boolean): string => (on ? '1' : '0'),
      }),
    ),
  ),
])

export const JudgeName = Text('a judge name').pipe(
  Schema.check(
    Schema.isPattern(/^[\w.@-]{1,64}$/, { message: 'Expected letters, digits, _ . @ - (at most 64)' }),
  ),
)

export const JudgeCapacity = IntLike.pipe(
  Schema.check(
    Schema.isBetween({ minimum: 1, maximum: 256 }, { message: 'Expected a whole number from 1 to 256' }),
  ),
)

export const DirectoryPath = Text('a directory path')
export const FilePath = Text('a file path')
/** A NATS user name, password or token. */
export const NatsSecret = Text('a text')

const Url = Schema.String.annotate({ message: 'Expected a URL' }).pipe(
  Schema.check(
    Schema.isPattern(/^(https?:\/\/|\/)\S*$/, { message: 'Expected an http(s):// URL or an absolute path' }),
  ),
)

export const Remotes = Schema.Record(Schema.String, Url)

export const SmtpUrl = Schema.String.annotate({ message: 'Expected a URL' }).pipe(
  Schema.check(
    Schema.isPattern(/^smtps?:\/\/\S+$/, {
      message: 'Expected an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
    }),
  ),
)

/**
 * The site's address as its users reach it (scheme, host, port, any path prefix before /oj/), for the
 * links in mails. No query or fragment; a trailing slash is dropped.
 */
export const PublicUrl = Schema.String.annotate({ message: 'Expected a URL' }).pipe(
  Schema.check(
    Schema.isPattern(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, {
      message: 'Expected an http(s):// URL without query, e.g. https://oj.example.com',
    }),
  ),
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform({
      decode: (url: string) => url.replace(/\/+$/, ''),
      encode: (url: string) => url,
    }),
  ),
)

export const MailFrom = Text('a sender address, e.g. "OJ <oj@example.com>"')

const isAddress = (text: string): boolean => {
  const [address = '', prefix, extra] = text.split('/')
  if (extra !== undefined) return false
  const family = isIP(address)
  if (family === 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128)
}

/** Trusted proxies: a comma list (environment) or an array (config file) of IP addresses or CIDR blocks. */
export const ProxyList = Schema.Union([
  Schema.Array(Schema.String),
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.Array(Schema.String),
      SchemaTransformation.transform({
        decode: (text: string): ReadonlyArray<string> => splitList(text),
        encode: (list: ReadonlyArray<string>) => list.join(','),
      }),
    ),
  ),
]).pipe(
  Schema.check(
    Schema.makeFilter((list: ReadonlyArray<string>) =>
      list.every(isAddress) ? true : 'Expected IP addresses or CIDR blocks, e.g. 127.0.0.1,10.0.0.0/8',
    ),
  ),
)
