import { Schema } from 'effect'

import { Id } from '../shared/schema-kit.ts'
import { Upload } from './fields.ts'

// Schemas of the home carousel (hoj-wire.txt: HomeController, ImageController, ConfigController).
export { Json, NoInput } from '../shared/schema-kit.ts'

export const Nothing = Schema.Null

/** One picture of the carousel: its id and where it is served. */
export const CarouselImage = Schema.Struct({ id: Schema.Int, url: Schema.String }).annotate({
  identifier: 'CarouselImage',
})
export const CarouselImages = Schema.Array(CarouselImage)
export const CarouselUpload = Schema.Struct({ file: Upload('carousel.file.missing') })
export const CarouselId = Schema.Struct({ id: Id })
export const FileName = Schema.Struct({ name: Schema.String })
