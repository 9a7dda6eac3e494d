import type { HostPlatform, Store } from '@oj/sdk/web'
import { createContext, useContext } from 'react'

import { FRAME_EN, FRAME_ZH_CN } from './catalogue.ts'

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
  'zh-CN': () => Promise.resolve({ default: FRAME_ZH_CN }),
  en: () => Promise.resolve({ default: FRAME_EN }),
} as const
