import { SearchX } from 'lucide-react'
import { chatList as t } from '../../i18n/es/chat-list'

/** The search matched no conversation: say so, and offer to clear it. */
export function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="h-8 w-8 text-gray-400" />
      <p className="mt-2 font-semibold break-words text-gray-900">{t.noResults(query.trim())}</p>
      <p className="mt-1 text-sm text-gray-500">{t.noResultsText}</p>
      <button
        type="button"
        onClick={onClear}
        className="mt-4 rounded-full px-5 py-2 text-sm font-semibold text-brand-600 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        {t.clearSearch}
      </button>
    </div>
  )
}
