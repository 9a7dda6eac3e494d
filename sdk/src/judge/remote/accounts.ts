import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import { Result, Schema } from 'effect'

import { schemaProblem } from '../parts.ts'

/**
 * Remote judge accounts travel from the server (where administrators keep them) to the judge
 * workers (which log in with them) over the bus, their passwords sealed as they are at rest:
 * AES-256-GCM under a key from the environment (OJ_REMOTE_JUDGE_KEY) that the server and every
 * worker serving remote lanes share. Neither the database nor the bus ever holds a password in clear.
 *
 * The server publishes the whole set on REMOTE_ACCOUNTS_SUBJECT when it starts, after each change,
 * and when a worker asks (REMOTE_ACCOUNTS_WANTED_SUBJECT, which a worker publishes when it starts).
 */
export const REMOTE_ACCOUNTS_SUBJECT = 'events.judge.remote-accounts'
export const REMOTE_ACCOUNTS_WANTED_SUBJECT = 'events.judge.remote-accounts-wanted'
export const REMOTE_KEY_ENV = 'OJ_REMOTE_JUDGE_KEY'

export const RemoteAccountEntry = Schema.Struct({
  id: Schema.Int,
  /** The remote judge's id: 'CF', 'HDU', ... */
  oj: Schema.String,
  username: Schema.String,
  /** The password, sealed (see sealSecret). */
  secret: Schema.String,
})
export type RemoteAccountEntry = typeof RemoteAccountEntry.Type

export const RemoteAccountSet = Schema.Struct({
  /** When the set last changed (ms since the epoch): a worker keeps the newest it got. */
  version: Schema.Number,
  accounts: Schema.Array(RemoteAccountEntry),
})
export type RemoteAccountSet = typeof RemoteAccountSet.Type

export function decodeRemoteAccountSet(payload: unknown): { set: RemoteAccountSet } | { error: string } {
  const result = Schema.decodeUnknownResult(RemoteAccountSet)(payload)
  return Result.isSuccess(result) ? { set: result.success } : { error: schemaProblem(result.failure) }
}

/** The sealing key from the environment (any text: it is hashed to 256 bits), or undefined when unset. */
export function remoteKeyFrom(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Buffer | undefined {
  const text = env[REMOTE_KEY_ENV]?.trim()
  return text ? createHash('sha256').update(text, 'utf8').digest() : undefined
}

/** Seals a password: 'v1.<iv>.<tag>.<ciphertext>' in base64url. */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

/** Opens a sealed password; undefined when it was sealed under another key or is not one. */
export function openSecret(key: Buffer, sealed: string): string | undefined {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || data === undefined) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}
