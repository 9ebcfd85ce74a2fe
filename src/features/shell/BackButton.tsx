import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { shell } from '../../i18n/es/shell'
import { Button } from '../../ui/Button'

/** Back through the router's history; a deep link (no history of ours) goes home instead. */
export function BackButton() {
  const router = useRouter()
  const navigate = useNavigate()
  const canGoBack = useCanGoBack()
  return (
    <Button
      aria-label={shell.back}
      onClick={() => {
        if (canGoBack) router.history.back()
        else void navigate({ to: '/' })
      }}
      variant="icon"
      size="sm"
      className="-ml-1"
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
    </Button>
  )
}
