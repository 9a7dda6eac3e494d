import { useLayout, useModules } from '@oj/sdk/web'
import { useLocation } from 'react-router'

import { useNavViewer } from '../nav-label.ts'
import { activeTab, type BarMode, modeOf, type ModeTab, modeTabs, withTabStates } from './modes.ts'

export interface BarModeView {
  readonly mode: BarMode
  readonly tabs: ReadonlyArray<ModeTab>
  /** The tab showing the current page. */
  readonly active: string | undefined
}

/** The top bar's mode at the current location, with the area's tabs this viewer is offered. */
export function useBarMode(): BarModeView {
  const { pathname } = useLocation()
  const mode = modeOf(pathname, useModules())
  const tabs = withTabStates(mode, modeTabs(mode, useNavViewer()), useLayout().areaTabs)
  return { mode, tabs, active: activeTab(mode, tabs, pathname) }
}
