import { Search, X } from 'lucide-react'

/**
 * A search box: a magnifier inside and no label shown, `label` naming it. With `clearLabel`, a
 * button so named empties it while it holds text, in place of the browser's own.
 */
export function SearchField(props: {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  clearLabel?: string
}) {
  const { value, onChange, clearLabel } = props
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-400"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={props.placeholder}
        aria-label={props.label}
        className={`w-full rounded-full border border-gray-300 bg-white py-2.5 pl-9 text-base text-gray-900 placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none ${
          clearLabel ? 'pr-10 [&::-webkit-search-cancel-button]:hidden' : 'pr-4'
        }`}
      />
      {clearLabel && value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={clearLabel}
          className="absolute top-1/2 right-2 flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  )
}
