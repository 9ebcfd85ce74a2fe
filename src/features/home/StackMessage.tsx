import { PawPrint } from 'lucide-react'
import { Button } from '../../ui/Button'

interface StackMessageProps {
  title: string
  text: string
  /** 'alert' for a failure, so it is announced */
  role?: 'alert' | 'status'
  actionLabel: string
  onAction: () => void
}

/** What stands where the cards would: the empty stack or a failed first fetch. */
export function StackMessage({
  title,
  text,
  role = 'status',
  actionLabel,
  onAction,
}: StackMessageProps) {
  return (
    <div
      role={role}
      className="flex min-h-[22rem] flex-1 flex-col items-center justify-center gap-3 rounded-3xl border-2 border-dashed border-brand-100 bg-white px-6 text-center"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-500">
        <PawPrint aria-hidden="true" className="h-8 w-8" />
      </span>
      <h2 className="text-xl font-bold text-gray-900">{title}</h2>
      <p className="text-gray-600">{text}</p>
      <Button onClick={onAction}>{actionLabel}</Button>
    </div>
  )
}
