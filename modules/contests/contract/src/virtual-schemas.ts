import { CurrentPage, Flag, Id, IntFromQuery, optionalParam } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import { BOARD_MAX_LIMIT, KEYWORD_MAX_LENGTH } from './constants.ts'
import { AcmRankRow, OiRankRow } from './schemas.ts'

// Schemas of the virtual participation calls (./virtual-api.ts).

export const VirtualCidQuery = Schema.Struct({ cid: Id })
export type VirtualCidQuery = typeof VirtualCidQuery.Type

/** One virtual run: times ISO 8601; `status` 0 running, 1 finished. */
export const VirtualRunView = Schema.Struct({
  id: Schema.Int,
  cid: Schema.Int,
  /** 1 for the caller's first run of this contest, 2 for the next, … */
  attempt: Schema.Int,
  startTime: Schema.String,
  endTime: Schema.String,
  /** The server's clock, for countdowns. */
  now: Schema.String,
  status: Schema.Int,
  /** Seconds since the run's start, at most the contest's duration. */
  elapsed: Schema.Int,
})
export type VirtualRunView = typeof VirtualRunView.Type

/** Why the caller may not start a run now (the web shows it beside the button). */
export const VirtualRefusal = Schema.Literals(['notEnded', 'admin', 'participant', 'running', 'register'])
export type VirtualRefusal = typeof VirtualRefusal.Type

export const VirtualInfo = Schema.Struct({
  /** The caller's latest run of the contest, or null. */
  run: Schema.NullOr(VirtualRunView),
  canStart: Schema.Boolean,
  reason: Schema.NullOr(VirtualRefusal),
})
export type VirtualInfo = typeof VirtualInfo.Type

/** POST /get-virtual-contest-rank */
export const VirtualRankInput = Schema.Struct({
  cid: Id,
  limit: optionalParam(
    IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: BOARD_MAX_LIMIT }))),
  ),
  currentPage: optionalParam(CurrentPage),
  removeStar: optionalParam(Flag),
  keyword: optionalParam(
    Schema.String.pipe(
      Schema.decodeTo(
        Schema.String.check(Schema.isMaxLength(KEYWORD_MAX_LENGTH)),
        SchemaTransformation.trim(),
      ),
    ),
  ),
})
export type VirtualRankInput = typeof VirtualRankInput.Type

/** A board row, with `virtual` true on the caller's virtual row. */
export const VirtualAcmRow = Schema.Struct({ ...AcmRankRow.fields, virtual: Schema.Boolean })
export const VirtualOiRow = Schema.Struct({ ...OiRankRow.fields, virtual: Schema.Boolean })
export type VirtualAcmRow = typeof VirtualAcmRow.Type
export type VirtualOiRow = typeof VirtualOiRow.Type

/** A page of the virtual board (the caller's row copied on top, as HOJ pins the viewer's own). */
export const VirtualRankPage = Schema.Struct({
  records: Schema.Array(Schema.Union([VirtualAcmRow, VirtualOiRow])),
  total: Schema.Int,
  size: Schema.Int,
  current: Schema.Int,
  pages: Schema.Int,
  run: VirtualRunView,
  /** The board is shown sealed (the run is past the contest's seal time). */
  sealed: Schema.Boolean,
})
export type VirtualRankPage = typeof VirtualRankPage.Type
