import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { shell } from '../../i18n/es/shell'

/** Back through the router's history; a deep link (no history of ours) goes home instead. */
export function BackButton() {
  const router = useRouter()
  const navigate = useNavigate()
  const canGoBack = useCanGoBack()
  return (
    <button
      type="button"
      aria-label={shell.back}
      onClick={() => {
        if (canGoBack) router.history.back()
        else void navigate({ to: '/' })
      }}
      className="-ml-1 rounded-full p-2 text-gray-700 hover:bg-gray-100"
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
    </button>
  )
}
