// The top bar's four modes (spec 1 §1), chosen by the path alone: default, and the training, contest
// and group areas, whose bar shows a back-to-home link plus the pages of that area (spec 3, route
// table). The pages belong to modules the frame does not know; the links are right even before they
// exist, since the paths come from the route table.

type ModeKind = 'training' | 'contest' | 'group'

export type BarMode =
  | { readonly kind: 'default' }
  | { readonly kind: ModeKind; readonly id: string; /** '/contest/12' */ readonly base: string }

/** Second segments under /contest that are not a contest id (the outside scoreboards). */
const CONTEST_NON_IDS = new Set(['acm-scoreboard', 'oi-scoreboard'])

/** The bar's mode for a path under the base path ('/contest/12/problems' → contest 12). */
export function modeOf(pathname: string): BarMode {
  const [area, id] = pathname.split('/').filter(Boolean)
  if (!id || (area !== 'training' && area !== 'contest' && area !== 'group')) return { kind: 'default' }
  if (area === 'contest' && CONTEST_NON_IDS.has(id)) return { kind: 'default' }
  const decoded = decodeSafely(id)
  return { kind: area, id: decoded, base: `/${area}/${encodeURIComponent(decoded)}` }
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** What the frame knows that changes which area pages are offered. */
export interface ModeContext {
  /** Website config: contest comments (spec 2 contest routes). */
  readonly contestComment: boolean
  /** Website config: group discussions (spec 3 §2.2). */
  readonly groupDiscussion: boolean
  /** An admin role: the contest admin helper (AC info) and print list. */
  readonly admin: boolean
  /** Super admin: contest rejudge. */
  readonly superAdmin: boolean
}

export interface ModeEntry {
  readonly id: string
  /** Message id of the label. */
  readonly label: string
  readonly to: string
  /** The paths (after the area's base, without the leading '/') that show this entry as current. */
  readonly match: RegExp
}

interface EntrySpec {
  readonly id: string
  /** Path after the base; '' is the area's own page. */
  readonly path: string
  readonly match: RegExp
  readonly when?: (context: ModeContext) => boolean
}

const CONTEST: ReadonlyArray<EntrySpec> = [
  { id: 'overview', path: '', match: /^$/ },
  { id: 'problems', path: 'problems', match: /^(problems|problem\/[^/]+(\/full-screen)?)$/ },
  { id: 'submissions', path: 'submissions', match: /^(submissions|problem\/[^/]+\/submission-detail\/.+)$/ },
  { id: 'rank', path: 'rank', match: /^rank$/ },
  { id: 'announcements', path: 'announcements', match: /^announcements$/ },
  { id: 'comment', path: 'comment', match: /^comment$/, when: (c) => c.contestComment },
  { id: 'print', path: 'print', match: /^print$/ },
  { id: 'acInfo', path: 'ac-info', match: /^ac-info$/, when: (c) => c.admin },
  { id: 'adminPrint', path: 'admin-print', match: /^admin-print$/, when: (c) => c.admin },
  { id: 'rejudge', path: 'rejudge', match: /^rejudge$/, when: (c) => c.superAdmin },
]

const TRAINING: ReadonlyArray<EntrySpec> = [
  { id: 'overview', path: '', match: /^$/ },
  { id: 'problems', path: 'problems', match: /^(problems|problem\/[^/]+(\/full-screen)?)$/ },
  { id: 'rank', path: 'rank', match: /^rank$/ },
]

// Announcement (group admins) and Setting (group root) are left to the group page's own tabs: the
// frame cannot tell the caller's place in the group.
const GROUP: ReadonlyArray<EntrySpec> = [
  { id: 'home', path: '', match: /^$/ },
  { id: 'problem', path: 'problem', match: /^problem(\/.*)?$/ },
  { id: 'training', path: 'training', match: /^training(\/.*)?$/ },
  { id: 'contest', path: 'contest', match: /^contest(\/.*)?$/ },
  { id: 'status', path: 'status', match: /^(status|submission-detail\/.+)$/ },
  {
    id: 'discussion',
    path: 'discussion',
    match: /^(discussion|discussion-detail)(\/.*)?$/,
    when: (c) => c.groupDiscussion,
  },
  { id: 'member', path: 'member', match: /^member$/ },
  { id: 'rank', path: 'rank', match: /^rank$/ },
]

const SPECS: Readonly<Record<ModeKind, ReadonlyArray<EntrySpec>>> = {
  contest: CONTEST,
  training: TRAINING,
  group: GROUP,
}

/** The area pages the bar offers in a mode; none in default mode. */
export function modeEntries(mode: BarMode, context: ModeContext): ReadonlyArray<ModeEntry> {
  if (mode.kind === 'default') return []
  return SPECS[mode.kind]
    .filter((spec) => spec.when?.(context) ?? true)
    .map((spec) => ({
      id: spec.id,
      label: `frame.mode.${mode.kind}.${spec.id}`,
      to: spec.path ? `${mode.base}/${spec.path}` : mode.base,
      match: spec.match,
    }))
}

/** The id of the entry showing the page at `pathname`, if any. */
export function activeEntry(
  mode: BarMode,
  entries: ReadonlyArray<ModeEntry>,
  pathname: string,
): string | undefined {
  if (mode.kind === 'default') return undefined
  const [, , ...rest] = pathname.split('/').filter(Boolean)
  const tail = rest.join('/')
  return entries.find((entry) => entry.match.test(tail))?.id
}

/** Every label id the modes can use (the catalogue test checks they exist). */
export const MODE_LABELS: ReadonlyArray<string> = (Object.keys(SPECS) as ModeKind[]).flatMap((kind) =>
  SPECS[kind].map((spec) => `frame.mode.${kind}.${spec.id}`),
)
