/** One enabled module as `GET /ojapi/modules` describes it to the shell. */
export interface ModuleDescriptor {
  /** e.g. 'problems' */
  readonly id: string
  /** Route prefixes under the base path that activate the module's remote, e.g. ['/problem']. */
  readonly routes: ReadonlyArray<string>
  /** Where the remote's Module Federation manifest lives (absolute path or URL). */
  readonly manifest: string
  /** Module Federation container name, `oj_<id>`. */
  readonly container: string
  /** Navigation entries the module contributes to the top bar. */
  readonly nav: ReadonlyArray<NavEntry>
}

export interface NavEntry {
  readonly id: string
  /** Message id of the label. */
  readonly label: string
  /** Path under the base path. */
  readonly to: string
  readonly order: number
}

/** The six modules an institution may switch on or off. */
export const KNOWN_MODULES = ['problems', 'contests', 'training', 'groups', 'discussion', 'admin'] as const
export const BASE_PATH = '/oj'
export const API_PREFIX = '/ojapi'
