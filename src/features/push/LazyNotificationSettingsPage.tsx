import { lazy } from 'react'
import { ScreenSuspense } from '../../ui/ScreenSuspense'

/** /notifications loads as its own chunk (as /lost-pets does): no first load grows. */
const NotificationSettingsPage = lazy(() =>
  import('./NotificationSettingsPage').then((module) => ({
    default: module.NotificationSettingsPage,
  })),
)

export function LazyNotificationSettingsPage() {
  return (
    <ScreenSuspense>
      <NotificationSettingsPage />
    </ScreenSuspense>
  )
}
