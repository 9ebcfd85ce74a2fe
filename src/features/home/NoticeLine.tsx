import { X } from 'lucide-react'
import { home as t } from '../../i18n/es/home'
import type { HomeNotice } from './use-swipe-flow'

/** A short line about the last swipe (pending, refused, a hint), gone after a few seconds. */
export function NoticeLine({ notice, onDismiss }: { notice: HomeNotice; onDismiss: () => void }) {
  return (
    <div
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={`flex items-center gap-2 rounded-2xl px-4 py-2 text-sm font-medium shadow-sm ${
        notice.tone === 'error' ? 'bg-rose-50 text-rose-800' : 'bg-sky-50 text-sky-900'
      }`}
    >
      <span className="flex-1">{notice.text}</span>
      <button
        type="button"
        aria-label={t.notices.dismiss}
        onClick={onDismiss}
        className="rounded-full p-1 hover:bg-black/5"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  )
}
