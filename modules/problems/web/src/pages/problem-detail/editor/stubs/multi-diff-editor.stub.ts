// Stands in for Monaco's multi-file diff editor widget in our bundle (rspack.config.ts of this
// package): the judge's editor never shows one. Creating one fails with this message.
export class MultiDiffEditorWidget {
  constructor() {
    throw new Error('The multi-file diff editor is not part of this build of Monaco (see editor/stubs).')
  }
}
