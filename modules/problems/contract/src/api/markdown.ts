import { endpoint } from '@oj/sdk/contract'

// Images and files put in markdown texts (statements, announcements): uploaded by admins (HOJ's
// MarkDownFileController), served by content hash. Schemas in markdown.schemas.ts, loaded lazily.
const schemas = () => import('./markdown.schemas.ts')

/** Images: jpg, jpeg, gif, png, webp, at most 4 MiB (HOJ's rule). */
export const MD_IMAGE_MAX_BYTES = 4 * 1024 * 1024
export const MD_IMAGE_TYPES = ['jpg', 'jpeg', 'gif', 'png', 'webp'] as const
/** Files: any type, under 128 MiB. */
export const MD_FILE_MAX_BYTES = 128 * 1024 * 1024

export const MarkdownApi = {
  uploadImage: endpoint(
    'POST',
    '/file/upload-md-img',
    schemas,
    (s) => ({ input: s.MdUploadInput, output: s.MdImage }),
    {
      summary: 'Uploads an image for a markdown text (multipart `image`; admins)',
      upload: MD_IMAGE_MAX_BYTES,
    },
  ),
  uploadFile: endpoint(
    'POST',
    '/file/upload-md-file',
    schemas,
    (s) => ({ input: s.MdUploadInput, output: s.MdFile }),
    {
      summary:
        'Uploads a file to link from a markdown text (multipart `file`; admins, a group’s admins with gid)',
      upload: MD_FILE_MAX_BYTES,
    },
  ),
  deleteImage: endpoint(
    'GET',
    '/file/delete-md-img',
    schemas,
    (s) => ({ input: s.DeleteMdInput, output: s.Nothing }),
    {
      summary: 'Deletes an uploaded markdown image (its uploader, root, problem admins)',
      also: ['POST', 'DELETE'],
    },
  ),
  file: endpoint('GET', '/public/md/:name', schemas, (s) => ({ input: s.MdName, output: s.Raw }), {
    summary: 'An uploaded markdown image or file, by its content hash',
    raw: true,
  }),
} as const
