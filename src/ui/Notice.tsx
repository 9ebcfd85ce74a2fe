import type { ReactNode, Ref } from 'react'
import { CircleAlert, CircleCheck, Info, WifiOff, type LucideIcon } from 'lucide-react'

export type NoticeKind = 'info' | 'success' | 'error' | 'offline'

/** A screen's outcome line, held in state until it is shown. */
export interface NoticeText {
  text: string
  kind: NoticeKind
}

const LOOK: Record<NoticeKind, { className: string; Icon: LucideIcon }> = {
  info: { className: 'bg-sky-50 text-sky-900 ring-sky-100', Icon: Info },
  success: { className: 'bg-green-50 text-green-800 ring-green-200', Icon: CircleCheck },
  error: { className: 'bg-red-50 text-red-800 ring-red-200', Icon: CircleAlert },
  offline: { className: 'bg-amber-50 text-amber-900 ring-amber-200', Icon: WifiOff },
}

interface NoticeProps {
  kind: NoticeKind
  children: ReactNode
  /** a control at the end of the line: a dismiss or retry button */
  action?: ReactNode
  /** for a field or form that points at the notice with aria-describedby */
  id?: string | undefined
  /** replaces the kind's icon where the message has a more telling one (a sent mail) */
  icon?: LucideIcon | undefined
  /** layout only (margins) */
  className?: string | undefined
  ref?: Ref<HTMLDivElement>
}

/**
 * A boxed message. An error is an 'alert' (read out at once); the other kinds are a 'status'
 * (read out when the reader is idle), so a saved or offline note never interrupts.
 */
export function Notice({ kind, children, action, id, icon, className, ref }: NoticeProps) {
  const { className: look, Icon: kindIcon } = LOOK[kind]
  const Icon = icon ?? kindIcon
  return (
    <div
      ref={ref}
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm ring-1 ${look}${
        className ? ` ${className}` : ''
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
      {action}
    </div>
  )
}

/** The outcome of the screen's last action, or nothing before the first. */
export function OutcomeNotice({
  notice,
  className,
}: {
  notice: NoticeText | null
  className?: string
}) {
  if (!notice) return null
  return (
    <Notice kind={notice.kind} className={className}>
      {notice.text}
    </Notice>
  )
}
