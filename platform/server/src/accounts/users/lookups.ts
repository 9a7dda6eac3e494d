import type { DbClient } from '@oj/sdk/server'
import { eq, sql } from 'drizzle-orm'

import { userInfo } from './tables.ts'
import { findUserByName, type UserRow } from './users.ts'

/** Both unique indexes ignore case; so do these checks. */
export const findUserByEmail = async (db: DbClient, email: string): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(userInfo)
      .where(eq(sql`lower(${userInfo.email})`, email.toLowerCase()))
      .limit(1)
  )[0]

export const usernameExists = async (db: DbClient, username: string) =>
  (await findUserByName(db, username)) !== undefined

export const emailExists = async (db: DbClient, email: string) =>
  (await findUserByEmail(db, email)) !== undefined
