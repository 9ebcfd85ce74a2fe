import { Search } from 'lucide-react'
import type { ReactNode } from 'react'

interface SearchInputProps {
  /** the input's accessible name */
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** the input's own look (border, radius, padding: the left padding clears the magnifier) */
  className: string
  /** the magnifier's size, to match the input's text */
  iconSize?: 'h-4 w-4' | 'h-5 w-5'
  /** a control laid over the input's right end (a button that clears it) */
  children?: ReactNode
}

/** A search box: a magnifier drawn inside the input, on its left, and what the user types. */
export function SearchInput({ iconSize = 'h-4 w-4', ...props }: SearchInputProps) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 left-3 ${iconSize} -translate-y-1/2 text-gray-400`}
      />
      <input
        type="search"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-label={props.label}
        placeholder={props.placeholder}
        className={props.className}
      />
      {props.children}
    </div>
  )
}
