import { lazy, Suspense } from 'react'
import { Spinner } from '../../ui/Spinner'

/** /notifications loads as its own chunk (as /lost-pets does): no first load grows. */
const NotificationSettingsPage = lazy(() =>
  import('./NotificationSettingsPage').then((module) => ({
    default: module.NotificationSettingsPage,
  })),
)

export function LazyNotificationSettingsPage() {
  return (
    <Suspense
      fallback={
        <div className="py-16">
          <Spinner />
        </div>
      }
    >
      <NotificationSettingsPage />
    </Suspense>
  )
}
