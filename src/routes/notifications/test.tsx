import { lazy } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../session/guards'
import { ScreenSuspense } from '../../ui/ScreenSuspense'

// Its own chunk, as /notifications is: no first load grows.
const NotificationsTestPage = lazy(() =>
  import('../../features/push/NotificationsTestPage').then((module) => ({
    default: module.NotificationsTestPage,
  })),
)

export const Route = createFileRoute('/notifications/test')({
  beforeLoad: requireUser,
  component: () => (
    <ScreenSuspense>
      <NotificationsTestPage />
    </ScreenSuspense>
  ),
})
