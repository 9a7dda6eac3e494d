import { sql } from 'drizzle-orm'
import { integer, text, uniqueIndex } from 'drizzle-orm/pg-core'

import { created, modified, platform } from '../../db/platform-schema.ts'

/** Users (HOJ user_info). `status` 0 = normal, 1 = disabled. */
export const userInfo = platform.table(
  'user_info',
  {
    uuid: text('uuid').primaryKey(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    email: text('email'),
    nickname: text('nickname'),
    realname: text('realname'),
    school: text('school'),
    number: text('number'),
    avatar: text('avatar'),
    gender: text('gender').notNull().default('secrecy'),
    signature: text('signature'),
    github: text('github'),
    blog: text('blog'),
    cfUsername: text('cf_username'),
    /** The mobile number of spec 1 §2 Settings (not in HOJ's wire: shown to its owner only). */
    mobile: text('mobile'),
    titleName: text('title_name'),
    titleColor: text('title_color'),
    status: integer('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    // Usernames and e-mails are unique whatever their case: "Alice" cannot shadow "alice".
    uniqueIndex('user_info_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('user_info_email_key').on(sql`lower(${t.email})`),
  ],
)
