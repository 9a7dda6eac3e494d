import { endpoint } from '@oj/sdk/contract'

// The module's calls. The schemas load lazily, so web code that imports these descriptors for their
// paths and types pulls in no schema library (ADR 0008).
const schemas = () => import('./schemas.ts')

export const ContestsApi = {
  notes: endpoint('GET', '/contests/notes', schemas, (s) => ({ input: s.NotesQuery, output: s.NotePage }), {
    summary: 'A page of notes, newest first',
  }),
  note: endpoint('GET', '/contests/note', schemas, (s) => ({ input: s.NoteQuery, output: s.Note }), {
    summary: 'One note',
  }),
  addNote: endpoint('POST', '/contests/note', schemas, (s) => ({ input: s.NewNote, output: s.Note }), {
    summary: 'Adds a note (logged-in users)',
  }),
} as const
