import { endpoint } from '../shared/endpoint.ts'

const schemas = () => import('./carousel.schemas.ts')

/** The home page's carousel pictures. */
export const CarouselApi = {
  list: endpoint('GET', '/home-carousel', schemas, (s) => ({ input: s.NoInput, output: s.CarouselImages }), {
    summary: "The carousel's pictures, in the order they were added",
  }),
  upload: endpoint(
    'POST',
    '/file/upload-carouse-img',
    schemas,
    (s) => ({ input: s.CarouselUpload, output: s.CarouselImage }),
    { summary: 'Adds a picture (multipart `file`, at most 2 MB), re-encoded as webp' },
  ),
  remove: endpoint(
    'DELETE',
    '/admin/config/home-carousel',
    schemas,
    (s) => ({ input: s.CarouselId, output: s.Nothing }),
    { summary: 'Takes a picture off the carousel' },
  ),
  image: endpoint('GET', '/public/carousel/:name', schemas, (s) => ({ input: s.FileName, output: s.Json }), {
    summary: 'A carousel picture (webp)',
    raw: true,
  }),
} as const
