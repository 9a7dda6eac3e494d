import { ErrorBoundary, Loading, useModules, useStore } from '@oj/sdk/web'
import { lazy, type ReactNode, Suspense } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router'

import { moduleOwning } from '../registry/routes.ts'
import { useShell } from './shell-context.tsx'

const HomePage = lazy(() => import('./pages/home.tsx'))
const LogoutPage = lazy(() => import('./pages/logout.tsx'))
const NotFoundPage = lazy(() => import('./pages/not-found.tsx'))
const UserHomePage = lazy(() => import('./pages/user-home.tsx'))
const SettingPage = lazy(() => import('./pages/setting.tsx'))
const MessageCenterPage = lazy(() => import('./pages/message-center.tsx'))
const IntroductionPage = lazy(() => import('./pages/introduction.tsx'))
const DeveloperPage = lazy(() => import('./pages/developer.tsx'))
const ResetPasswordPage = lazy(() => import('./pages/reset-password.tsx'))

/** A path the frame has no page for: a module's page (rendered elsewhere), or a 404. */
function Elsewhere(): ReactNode {
  const { pathname } = useLocation()
  const { modulesReady } = useShell()
  const ready = useStore(modulesReady)
  const modules = useModules()
  // Until the module list is known no path is unknown; a module's own page is not the frame's.
  if (!ready || moduleOwning(pathname, modules)) return null
  return <NotFoundPage />
}

/** The frame's own pages (spec 1 §2), shown in the page area when no module owns the path. */
export function FramePages(): ReactNode {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route path="/home" element={<HomePage />} />
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/user-home" element={<UserHomePage />} />
          <Route path="/setting" element={<SettingPage />} />
          <Route path="/message/*" element={<MessageCenterPage />} />
          <Route path="/introduction" element={<IntroductionPage />} />
          <Route path="/developer" element={<DeveloperPage />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  )
}
