import { endpoint } from '@oj/sdk/contract'

// The tags and their classifications, as root and problem admins manage them (HOJ's AdminTagController).
const schemas = () => import('./tags-admin.schemas.ts')

export const TagAdminApi = {
  addTag: endpoint('POST', '/admin/tag', schemas, (s) => ({ input: s.TagInput, output: s.Tag }), {
    summary: 'Adds a tag (name unique per source and group)',
  }),
  updateTag: endpoint('PUT', '/admin/tag', schemas, (s) => ({ input: s.TagInput, output: s.Nothing }), {
    summary: 'Renames, recolours or reclassifies a tag',
  }),
  deleteTag: endpoint('DELETE', '/admin/tag', schemas, (s) => ({ input: s.TagIdQuery, output: s.Nothing }), {
    summary: 'Deletes a tag (problems lose it)',
  }),
  classifications: endpoint(
    'GET',
    '/admin/tag/classification',
    schemas,
    (s) => ({ input: s.ClassificationQuery, output: s.Classifications }),
    { summary: 'The tag classifications of a source, in rank order' },
  ),
  addClassification: endpoint(
    'POST',
    '/admin/tag/classification',
    schemas,
    (s) => ({ input: s.ClassificationInput, output: s.TagClassification }),
    { summary: 'Adds a tag classification' },
  ),
  updateClassification: endpoint(
    'PUT',
    '/admin/tag/classification',
    schemas,
    (s) => ({ input: s.ClassificationInput, output: s.Nothing }),
    { summary: 'Renames or reorders a tag classification' },
  ),
  deleteClassification: endpoint(
    'DELETE',
    '/admin/tag/classification',
    schemas,
    (s) => ({ input: s.ClassificationIdQuery, output: s.Nothing }),
    { summary: 'Deletes a tag classification (its tags stay, unclassified)' },
  ),
} as const
