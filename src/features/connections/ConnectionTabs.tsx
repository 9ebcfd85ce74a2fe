import { useRef, type KeyboardEvent } from 'react'
import { connections as t } from '../../i18n/es/connections'

export type ConnectionTab = 'match' | 'superLikeSent' | 'superLikeReceived'

export const CONNECTION_TABS: readonly ConnectionTab[] = [
  'match',
  'superLikeSent',
  'superLikeReceived',
]

export function tabId(tab: ConnectionTab): string {
  return `connections-tab-${tab}`
}

export function panelId(tab: ConnectionTab): string {
  return `connections-panel-${tab}`
}

interface ConnectionTabsProps {
  selected: ConnectionTab
  counts: Record<ConnectionTab, number>
  onSelect: (tab: ConnectionTab) => void
}

/** Matches / Enviados / Recibidos as a WAI-ARIA tablist (arrow keys, Home, End). */
export function ConnectionTabs({ selected, counts, onSelect }: ConnectionTabsProps) {
  const refs = useRef(new Map<ConnectionTab, HTMLButtonElement>())

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = CONNECTION_TABS.indexOf(selected)
    const last = CONNECTION_TABS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % CONNECTION_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % CONNECTION_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const tab = CONNECTION_TABS[next] ?? selected
    onSelect(tab)
    refs.current.get(tab)?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label={t.tabsLabel}
      className="grid grid-cols-3 gap-1 rounded-2xl bg-gray-100 p-1"
    >
      {CONNECTION_TABS.map((tab) => {
        const isSelected = tab === selected
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) refs.current.set(tab, element)
              else refs.current.delete(tab)
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId(tab)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={move}
            className={`flex items-center justify-center gap-1.5 rounded-xl px-2 py-2 text-sm font-semibold transition-colors ${
              isSelected ? 'bg-white text-brand-700 shadow-sm' : 'text-gray-600 hover:text-gray-900'
            }`}
          >
            {t.tabs[tab]}
            <span
              className={`rounded-full px-1.5 text-xs ${isSelected ? 'bg-brand-100 text-brand-700' : 'bg-gray-200 text-gray-600'}`}
            >
              {counts[tab]}
            </span>
          </button>
        )
      })}
    </div>
  )
}
