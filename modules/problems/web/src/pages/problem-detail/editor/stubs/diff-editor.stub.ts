// Stands in for Monaco's diff editor widget in our bundle (rspack.config.ts of this package): the
// judge's editor never shows a diff, and the widget is ~40 KiB gzip of the Monaco chunk. Monaco's
// standalone API still defines its diff editor class on it; creating one fails with this message.
export class DiffEditorWidget {
  constructor() {
    throw new Error('The diff editor is not part of this build of Monaco (see editor/stubs).')
  }
}
