import { Schema } from 'effect'

// Schemas of the site calls: the website config and the enabled modules' descriptors.
export { NoInput } from '../shared/schema-kit.ts'

/** HOJ's getWebConfig map (spec 1 §3 Website config). */
export const WebsiteConfig = Schema.Struct({
  /** The site's public address, as the administrator set it ('' until then). */
  baseUrl: Schema.String,
  name: Schema.String,
  shortName: Schema.String,
  description: Schema.String,
  /** The site's contact address, as the administrator set it ('' until then). */
  email: Schema.String,
  recordName: Schema.String,
  recordUrl: Schema.String,
  projectName: Schema.String,
  projectUrl: Schema.String,
  openPublicDiscussion: Schema.Boolean,
  openGroupDiscussion: Schema.Boolean,
  openContestComment: Schema.Boolean,
  register: Schema.Boolean,
}).annotate({ identifier: 'WebsiteConfig' })

const LocalText = Schema.Struct({ 'zh-CN': Schema.String, en: Schema.String })

const Visibility = Schema.Struct({
  loggedIn: Schema.optionalKey(Schema.Boolean),
  rolesAny: Schema.optionalKey(Schema.Array(Schema.String)),
  site: Schema.optionalKey(Schema.String),
})

/** A nav entry on the wire (NavEntry of @oj/sdk; drop-downs hold entries of the same shape). */
interface NavEntryWire {
  readonly id: string
  readonly label: typeof LocalText.Type
  readonly to?: string
  readonly order: number
  readonly children?: ReadonlyArray<NavEntryWire>
  readonly visible?: typeof Visibility.Type
}

const NavEntrySchema: Schema.Codec<NavEntryWire> = Schema.Struct({
  id: Schema.String,
  label: LocalText,
  to: Schema.optionalKey(Schema.String),
  order: Schema.Number,
  children: Schema.optionalKey(Schema.Array(Schema.suspend(() => NavEntrySchema))),
  visible: Schema.optionalKey(Visibility),
}).annotate({ identifier: 'NavEntry' })

const AreaTab = Schema.Struct({
  id: Schema.String,
  label: LocalText,
  path: Schema.String,
  match: Schema.String,
  visible: Schema.optionalKey(Visibility),
})

const Area = Schema.Struct({
  id: Schema.String,
  prefix: Schema.String,
  notIds: Schema.optionalKey(Schema.Array(Schema.String)),
  tabs: Schema.Array(AreaTab),
})

/** An entry of the admin area's side menu (AdminMenuEntry of @oj/sdk). */
const AdminMenuEntry = Schema.Struct({
  id: Schema.String,
  label: LocalText,
  path: Schema.String,
  order: Schema.Number,
  role: Schema.Literals(['admin', 'root']),
})

/** One enabled module as the shell loads it (ModuleDescriptor of @oj/sdk). */
export const ModuleDescriptor = Schema.Struct({
  id: Schema.String,
  routes: Schema.Array(Schema.String),
  manifest: Schema.String,
  container: Schema.String,
  nav: Schema.Array(NavEntrySchema),
  userMenu: Schema.Array(NavEntrySchema),
  areas: Schema.Array(Area),
  slots: Schema.Array(Schema.String),
  messageSources: Schema.Array(Schema.Struct({ type: Schema.String, label: LocalText })),
  adminMenu: Schema.optionalKey(Schema.Array(AdminMenuEntry)),
}).annotate({ identifier: 'ModuleDescriptor' })

export const Modules = Schema.Array(ModuleDescriptor)
