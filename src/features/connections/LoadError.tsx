import { AlertTriangle, RotateCw } from 'lucide-react'
import { Button } from '../../ui/Button'

interface LoadErrorProps {
  message: string
  retryLabel: string
  onRetry: () => void
}

/** A list that could not be loaded and has nothing stored: the message and 'Reintentar'. */
export function LoadError({ message, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl bg-red-50 px-6 py-10 text-center ring-1 ring-red-100"
    >
      <AlertTriangle aria-hidden="true" className="h-8 w-8 text-red-500" />
      <p className="mt-2 font-semibold text-red-800">{message}</p>
      <Button onClick={onRetry} variant="danger" size="sm" className="mt-4">
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        {retryLabel}
      </Button>
    </div>
  )
}
