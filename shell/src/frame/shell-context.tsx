import type { HostPlatform, Store } from '@oj/sdk/web'
import { createContext, useContext } from 'react'

import en from './locales/en.json' with { type: 'json' }
import zhCN from './locales/zh-CN.json' with { type: 'json' }

/** What the frame needs beyond the shared context: the host-only half of the platform. */
export interface Shell {
  readonly platform: HostPlatform
  /** True once GET /ojapi/modules has answered (or failed): before that no path is a 404. */
  readonly modulesReady: Store<boolean>
}

export const ShellContext = createContext<Shell | null>(null)

export function useShell(): Shell {
  const shell = useContext(ShellContext)
  if (!shell) throw new Error('The frame rendered outside its ShellContext.')
  return shell
}

/** The frame's catalogue; small, so both languages ship with the frame. */
export const FRAME_MESSAGES = {
  'zh-CN': () => Promise.resolve({ default: zhCN }),
  en: () => Promise.resolve({ default: en }),
} as const
