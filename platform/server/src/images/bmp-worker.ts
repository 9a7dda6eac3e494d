// The thread that decodes BMP pictures (pure JS, up to 25 M pixels): never on the event loop.
import { parentPort } from 'node:worker_threads'

import { decodeBmp, type RawImage } from './bmp.ts'

parentPort?.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  let image: RawImage | undefined
  try {
    image = decodeBmp(bytes)
  } catch {
    image = undefined
  }
  parentPort?.postMessage({ id, image }, image ? [image.data.buffer as ArrayBuffer] : [])
})
