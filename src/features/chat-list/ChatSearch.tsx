import { Search, X } from 'lucide-react'
import { chatList as t } from '../../i18n/es/chat-list'

interface ChatSearchProps {
  query: string
  onChange: (query: string) => void
}

/** 'Buscar conversaciones...' with a button that clears it. */
export function ChatSearch({ query, onChange }: ChatSearchProps) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-400"
      />
      <input
        type="search"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t.search}
        aria-label={t.search}
        className="w-full rounded-full border border-gray-200 bg-white py-2.5 pr-10 pl-9 text-sm text-gray-900 placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {query ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t.clearSearch}
          className="absolute top-1/2 right-2 flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  )
}
