import { randomInt } from 'node:crypto'

import type { EndpointArgs } from '@oj/sdk'
import type { AccountsApi } from '@oj/sdk/api'
import { badRequest, RequestContext } from '@oj/sdk/server'
import { Effect } from 'effect'
import sharp from 'sharp'

import { storeChallenge, takeChallenge } from './challenges.ts'
import { hitRateLimit, RateRules } from './rate-limit.ts'

/**
 * The slide puzzle asked after many failed logins (spec 1 §4). GET /get-slide-puzzle answers a
 * background with a dark hole, the missing piece and the row it sits on; the person drags the
 * piece along that row and POST /check-slide-puzzle sends the x reached. Within TOLERANCE pixels
 * of the hole the answer is a one-time proof, for the username sent with the answer, that the next
 * login of that account sends as `verifyProof`. Each
 * puzzle gets one try. It slows scripted guessing down (with the rate limits); it is not meant to
 * beat a determined vision model.
 */
export const PUZZLE = { width: 300, height: 150, piece: 50, tolerance: 3 } as const
const PUZZLE_TTL_MS = 2 * 60_000
const PROOF_TTL_MS = 2 * 60_000

interface Picture {
  readonly background: Buffer
  readonly piece: Buffer
}

/** A smooth random pattern, so the hole's edge is visible to a person but not trivially flat. */
function pattern(): Uint8Array {
  const { width, height } = PUZZLE
  const pixels = new Uint8Array(width * height * 3)
  const waves = Array.from({ length: 3 }, () => [Math.random() / 12, Math.random() / 12, Math.random() * 6])
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        const [a, b, phase] = waves[c] as [number, number, number]
        pixels[(y * width + x) * 3 + c] = 128 + Math.round(100 * Math.sin(a * x + b * y + phase))
      }
    }
  }
  return pixels
}

async function draw(holeX: number, holeY: number): Promise<Picture> {
  const { width, height, piece: size } = PUZZLE
  const image = pattern()
  const piece = new Uint8Array(size * size * 3)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const border = x < 2 || y < 2 || x >= size - 2 || y >= size - 2
      for (let c = 0; c < 3; c++) {
        const at = ((holeY + y) * width + holeX + x) * 3 + c
        piece[(y * size + x) * 3 + c] = border ? 255 : (image[at] as number)
        image[at] = Math.round((image[at] as number) * 0.35)
      }
    }
  }
  const png = (raw: Uint8Array, w: number, h: number) =>
    sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .png()
      .toBuffer()
  return { background: await png(image, width, height), piece: await png(piece, size, size) }
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`

export const newSlidePuzzle = Effect.gen(function* () {
  const { ip } = yield* RequestContext
  yield* hitRateLimit(RateRules.challengePerIp, ip)
  const { width, height, piece } = PUZZLE
  const x = randomInt(piece + 10, width - piece - 10)
  const y = randomInt(5, height - piece - 5)
  const picture = yield* Effect.promise(() => draw(x, y))
  const puzzleKey = yield* storeChallenge('slide', String(x), PUZZLE_TTL_MS)
  return {
    puzzleKey,
    background: dataUrl(picture.background),
    piece: dataUrl(picture.piece),
    y,
    width,
    height,
    pieceSize: piece,
  }
})

/** POST /check-slide-puzzle: within the tolerance of the hole, a one-time proof for the next login. */
export const checkSlidePuzzle = (answer: EndpointArgs<typeof AccountsApi.checkSlidePuzzle>) =>
  Effect.gen(function* () {
    const { ip } = yield* RequestContext
    yield* hitRateLimit(RateRules.challengePerIp, ip)
    const expected = yield* takeChallenge('slide', answer.puzzleKey)
    if (expected === undefined || Math.abs(Number(expected) - answer.x) > PUZZLE.tolerance) {
      return yield* badRequest('accounts.slide.failed', 'Verification failed, please try again')
    }
    // The proof names the account it was solved for, so one solved puzzle cannot be spent on another.
    const proof = yield* storeChallenge('slide-proof', answer.username.toLowerCase(), PROOF_TTL_MS)
    return { verifyProof: proof }
  })

/**
 * Uses up a proof; true only when it was solved for this username (any case). A proof shown with
 * another name is used up all the same.
 */
export const redeemProof = (proof: string | undefined, username: string) =>
  proof
    ? takeChallenge('slide-proof', proof).pipe(Effect.map((owner) => owner === username.toLowerCase()))
    : Effect.succeed(false)
