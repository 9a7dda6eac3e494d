import type { EndpointArgs } from '@oj/sdk'
import { CarouselApi } from '@oj/sdk/api'
import { badRequest, dbQuery, defineServerModule, Errors, Files } from '@oj/sdk/server'
import { asc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { currentCaller } from '../accounts/caller.ts'
import { CAROUSEL_MAX_BYTES, reencodeCarousel } from './image.ts'
import { carouselMessages } from './messages.ts'
import { homeCarousel } from './tables.ts'

const CAROUSEL_ROUTE = '/public/carousel'

const badType = () =>
  badRequest('carousel.file.badType', 'The carousel image must be a gif, jpg, jpeg, png, bmp or webp image')

/** GET /home-carousel: the images, oldest first (the order they were added in). */
const listCarousel = dbQuery((db) =>
  db
    .select({ id: homeCarousel.id, url: homeCarousel.url })
    .from(homeCarousel)
    .orderBy(asc(homeCarousel.gmtCreate), asc(homeCarousel.id)),
)

/** POST /file/upload-carouse-img (multipart `file`): checked by content, re-encoded, never kept as sent. */
const uploadCarousel = ({ file }: EndpointArgs<typeof CarouselApi.upload>) =>
  Effect.gen(function* () {
    const caller = yield* currentCaller
    if (file.size > CAROUSEL_MAX_BYTES) {
      return yield* badRequest('carousel.file.tooLarge', 'The carousel image may be at most 2 MB')
    }
    const bytes = new Uint8Array(yield* Effect.promise(() => file.arrayBuffer()))
    const webp = yield* Effect.promise(() => reencodeCarousel(bytes))
    if (!webp) return yield* badType()
    const hash = yield* (yield* Files).put(webp)
    const url = `/ojapi${CAROUSEL_ROUTE}/${hash}.webp`
    const [row] = yield* dbQuery((db) =>
      db
        .insert(homeCarousel)
        .values({ hash, url, uploaderId: caller.uid })
        .returning({ id: homeCarousel.id, url: homeCarousel.url }),
    )
    if (!row) return yield* Errors.server()
    return row
  })

/** DELETE /admin/config/home-carousel?id: off the home page; the blob stays (it may be shared). */
const deleteCarousel = ({ id }: EndpointArgs<typeof CarouselApi.remove>) =>
  Effect.gen(function* () {
    const deleted = yield* dbQuery((db) =>
      db.delete(homeCarousel).where(eq(homeCarousel.id, id)).returning({ id: homeCarousel.id }),
    )
    if (deleted.length === 0) return yield* Errors.notFound()
    return null
  })

/** GET /public/carousel/<sha256>.webp: only images on the carousel are served, as webp. */
const serveCarousel = ({ name }: EndpointArgs<typeof CarouselApi.image>) =>
  Effect.gen(function* () {
    const hash = /^([0-9a-f]{64})\.webp$/.exec(name)?.[1]
    const shown = hash
      ? yield* dbQuery((db) =>
          db.select({ id: homeCarousel.id }).from(homeCarousel).where(eq(homeCarousel.hash, hash)).limit(1),
        )
      : []
    const bytes = hash && shown.length > 0 ? yield* (yield* Files).get(hash) : undefined
    if (!bytes) return yield* Errors.notFound()
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'image/webp',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  })

/** The built-in home carousel plugin. */
export const carouselModule = defineServerModule({
  id: 'carousel',
  requires: [],
  messages: carouselMessages,
  routes: (api) => {
    api.handle(CarouselApi.list, { auth: 'anon', handler: () => listCarousel })
    api.handle(CarouselApi.upload, { auth: { rolesAny: ['root'] }, handler: uploadCarousel })
    api.handle(CarouselApi.remove, { auth: { perms: ['system_info_admin'] }, handler: deleteCarousel })
    api.handle(CarouselApi.image, { auth: 'anon', handler: serveCarousel })
  },
})
