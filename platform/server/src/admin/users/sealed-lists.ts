import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

import type { DbClient } from '@oj/sdk/server'
import { eq, lt } from 'drizzle-orm'

import { generatedAccounts } from '../tables.ts'

// The generated accounts' list waits for its download for 30 minutes (HOJ keeps it in Redis as
// long). It holds passwords, so the row is sealed (AES-256-GCM) with a key that only the download
// link carries: the database alone, a backup of it or another admin's query tell nothing. Any server
// process can open it, as the key comes with the request.

const LIST_TTL_MS = 30 * 60_000

export interface Account {
  readonly username: string
  readonly password: string
}

const ID_BYTES = 16
const KEY_BYTES = 32

/** Seals and stores the list; answers the link's key (`<id>.<secret>`, hex). */
export async function storeList(
  db: DbClient,
  accounts: ReadonlyArray<Account>,
  now = new Date(),
): Promise<string> {
  const id = randomBytes(ID_BYTES).toString('hex')
  const secret = randomBytes(KEY_BYTES)
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', secret, iv)
  cipher.setAAD(Buffer.from(id))
  const body = Buffer.concat([cipher.update(JSON.stringify(accounts), 'utf8'), cipher.final()])
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body])
  await db.delete(generatedAccounts).where(lt(generatedAccounts.expiresAt, now))
  await db.insert(generatedAccounts).values({ id, sealed, expiresAt: new Date(now.getTime() + LIST_TTL_MS) })
  return `${id}.${secret.toString('hex')}`
}

/** The list behind a key, or undefined when it expired, never was, or the key is wrong. */
export async function openList(
  db: DbClient,
  key: string,
  now = new Date(),
): Promise<ReadonlyArray<Account> | undefined> {
  const match = /^([0-9a-f]{32})\.([0-9a-f]{64})$/.exec(key)
  if (!match) return undefined
  const [, id = '', secretHex = ''] = match
  const [row] = await db.select().from(generatedAccounts).where(eq(generatedAccounts.id, id))
  if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined
  const sealed = Buffer.from(row.sealed)
  try {
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(secretHex, 'hex'), sealed.subarray(0, 12))
    decipher.setAAD(Buffer.from(id))
    decipher.setAuthTag(sealed.subarray(12, 28))
    const text = Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8')
    return JSON.parse(text) as ReadonlyArray<Account>
  } catch {
    return undefined
  }
}
