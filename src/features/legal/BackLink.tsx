import { Link, useCanGoBack, useRouter } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { legal } from '../../i18n/es/legal'

/**
 * 'Volver' returns to the previous in-app page (the register form, settings…) when there is
 * one, and to / when the page was opened directly, e.g. from a shared link.
 */
export function BackLink() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return (
    <Link
      to="/"
      onClick={(event) => {
        if (!canGoBack) return
        event.preventDefault()
        router.history.back()
      }}
      className="inline-flex items-center gap-1.5 rounded-lg py-1 pr-2 text-sm font-medium text-gray-600 transition-colors hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {legal.back}
    </Link>
  )
}
