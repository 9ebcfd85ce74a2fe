import { Link } from '@tanstack/react-router'
import { MessageCircle, Search } from 'lucide-react'
import { chatList as t } from '../../i18n/es/chat-list'

/** No match yet, so nobody to talk to: lead to discovering pets (spec §2). */
export function EmptyChatList() {
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-orange-200 bg-brand-50/60 px-6 py-10 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-500 shadow-sm">
        <MessageCircle aria-hidden="true" className="h-7 w-7" />
      </span>
      <p className="mt-3 text-base font-bold text-gray-900">{t.empty.title}</p>
      <p className="mt-1 text-sm text-gray-600">{t.empty.text}</p>
      <Link
        to="/"
        className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-500 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-600"
      >
        <Search aria-hidden="true" className="h-4 w-4" />
        {t.discover}
      </Link>
    </div>
  )
}
