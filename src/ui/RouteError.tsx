import { useLocation } from '@tanstack/react-router'
import { errorScreen } from '../i18n/es/error-screen'

/**
 * What the router shows in place of a screen that failed to render, e.g. one whose chunk could
 * not load offline before the service worker held it. The router's own screen is English and
 * reveals the raw message; this one says it in Spanish and offers a reload: a plain link to the
 * same address, so the browser loads the page (and its code) anew.
 */
export function RouteError() {
  const href = useLocation({ select: (location) => location.href })
  return (
    <p role="alert" className="p-6 text-center">
      {errorScreen.message}{' '}
      <a href={href} className="font-semibold text-brand-700 underline">
        {errorScreen.reload}
      </a>
    </p>
  )
}
