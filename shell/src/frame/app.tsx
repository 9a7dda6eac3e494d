// The frame: a React application mounted by single-spa on every page. It owns the top bar, footer,
// login dialog, toasts and its own pages; module pages render beside it in their own roots.
import { BASE_PATH, type Lifecycles, ModuleIntl, useLayout, useSiteConfig } from '@oj/sdk/web'
import { type ReactNode, StrictMode, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { useIntl } from 'react-intl'
import { BrowserRouter } from 'react-router'

import { LoginDialog } from './account/login-dialog.tsx'
import { FramePages } from './frame-pages.tsx'
import { Footer } from './layout/footer.tsx'
import { MobileNav } from './layout/mobile-nav.tsx'
import { TopBar } from './layout/top-bar.tsx'
import { FRAME_MESSAGES, type Shell, ShellContext } from './shell-context.tsx'
import { Toasts } from './toasts.tsx'

function element(id: string): HTMLElement {
  const found = document.getElementById(id)
  if (!found) throw new Error(`The page has no #${id}: shell/src/index.html is the frame's skeleton.`)
  return found
}

/** Keeps the tab title on the site's name. */
function DocumentTitle(): null {
  const config = useSiteConfig()
  const intl = useIntl()
  useEffect(() => {
    document.title = config?.name || intl.formatMessage({ id: 'frame.site.defaultName' })
  }, [config, intl])
  return null
}

function Frame(): ReactNode {
  const [drawer, setDrawer] = useState(false)
  // Focus mode (a contest or training problem in full screen) leaves the page alone on screen.
  const { focus } = useLayout()
  return (
    <>
      {focus ? null : createPortal(<TopBar onOpenDrawer={() => setDrawer(true)} />, element('oj-header'))}
      {createPortal(<FramePages />, element('oj-frame-page'))}
      {focus ? null : createPortal(<Footer />, element('oj-footer'))}
      <MobileNav open={drawer} onOpenChange={setDrawer} />
      <LoginDialog />
      <Toasts />
      <DocumentTitle />
    </>
  )
}

function FrameRoot(props: { readonly shell: Shell }): ReactNode {
  return (
    <StrictMode>
      <ShellContext.Provider value={props.shell}>
        <ModuleIntl messages={FRAME_MESSAGES}>
          <BrowserRouter basename={BASE_PATH}>
            <Frame />
          </BrowserRouter>
        </ModuleIntl>
      </ShellContext.Provider>
    </StrictMode>
  )
}

/** single-spa lifecycles of the frame application (always active). */
export function frameLifecycles(shell: Shell): Lifecycles {
  let root: Root | undefined
  return {
    bootstrap: async () => {},
    mount: async () => {
      // Errors the boundaries catch are reported by them, once.
      root = createRoot(element('oj-frame'), { onCaughtError: () => {} })
      root.render(<FrameRoot shell={shell} />)
    },
    unmount: async () => {
      root?.unmount()
      root = undefined
    },
  }
}
