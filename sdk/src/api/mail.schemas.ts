import { Schema } from 'effect'

import { PagingQuery } from '../shared/paging.ts'
import { PageOf } from '../shared/schema-kit.ts'
import { DateTime } from './fields.ts'

// Schemas of the embedded mailer's outbox (ours; HOJ has none).

export const PageQuery = Schema.Struct(PagingQuery)

export const SentMail = Schema.Struct({
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  html: Schema.optionalKey(Schema.String),
  sentAt: DateTime,
}).annotate({ identifier: 'SentMail' })
export const OutboxPage = PageOf(SentMail)
