import type { ReactNode, Ref } from 'react'
import { CircleAlert, type LucideIcon } from 'lucide-react'

export type NoticeKind = 'info' | 'success' | 'error' | 'offline'

/** A screen's outcome line, held in state until it is shown. */
export interface NoticeText {
  text: string
  kind: NoticeKind
}

const LOOK: Record<NoticeKind, string> = {
  info: 'bg-sky-50 text-sky-900 ring-sky-100',
  success: 'bg-green-50 text-green-800 ring-green-200',
  error: 'bg-red-50 text-red-800 ring-red-200',
  offline: 'bg-amber-50 text-amber-900 ring-amber-200',
}

interface NoticeProps {
  kind: NoticeKind
  children: ReactNode
  /** a control at the end of the line: a dismiss or retry button */
  action?: ReactNode
  /** for a field or form that points at the notice with aria-describedby */
  id?: string | undefined
  /**
   * An icon before the text where it says more (a sent mail). An error has the alert circle the
   * fields' errors also show; the other kinds none by default: icons are bytes on visitor pages.
   */
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
  const Icon = icon ?? (kind === 'error' ? CircleAlert : null)
  return (
    <div
      ref={ref}
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm ring-1 ${LOOK[kind]}${
        className ? ` ${className}` : ''
      }`}
    >
      {Icon ? <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> : null}
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
