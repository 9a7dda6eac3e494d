import type { AdminAnnouncementQuery, AnnouncementInput, GroupAidQuery } from '@oj/contests-contract'
import { Effect } from 'effect'

import {
  addAnnouncementGuarded,
  announcementsGuarded,
  removeAnnouncementGuarded,
  updateAnnouncementGuarded,
} from '../admin/announcements.ts'
import { managed } from './problems.ts'

// A group contest's announcements (GroupContestApi): the admin area's list, add, edit and delete,
// the contest admitted as the group (the scope owner) says.

/** GET /group/get-contest-announcement-list: hidden ones too, newest first. */
export const groupAnnouncements = (query: AdminAnnouncementQuery) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(query.cid)
    return yield* announcementsGuarded(query, guard)
  })

/** POST /group/contest-announcement */
export const groupAddAnnouncement = (input: AnnouncementInput) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(input.cid)
    return yield* addAnnouncementGuarded(input, guard)
  })

/** PUT /group/contest-announcement */
export const groupUpdateAnnouncement = (input: AnnouncementInput) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(input.cid)
    return yield* updateAnnouncementGuarded(input, guard)
  })

/** DELETE /group/contest-announcement: the announcement must be the named contest's. */
export const groupRemoveAnnouncement = (query: GroupAidQuery) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(query.cid)
    return yield* removeAnnouncementGuarded(query, guard)
  })
