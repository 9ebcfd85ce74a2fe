import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { MoreVertical } from 'lucide-react'
import { chat as t } from '../../i18n/es/chat'
import { Button } from '../../ui/Button'

export interface MenuItem {
  id: string
  label: string
  isDanger?: boolean
  onSelect: () => void
}

/**
 * A menu button (WAI-ARIA APG 'menu button'): opening moves focus to the first item, arrows,
 * Home and End move between items, Escape closes and gives focus back to the button, Tab or a
 * click elsewhere closes it. Hand-written: no menu library is installed and this is small.
 */
export function OptionsMenu({ items }: { items: MenuItem[] }) {
  const [isOpen, setIsOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const item = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]
    item?.focus()
  }, [isOpen, focusIndex])

  useEffect(() => {
    if (!isOpen) return
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setIsOpen(false)
      }
    }
    document.addEventListener('pointerdown', closeOnOutside)
    return () => document.removeEventListener('pointerdown', closeOnOutside)
  }, [isOpen])

  const open = (index: number) => {
    setFocusIndex(index)
    setIsOpen(true)
  }
  const close = () => {
    setIsOpen(false)
    buttonRef.current?.focus()
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next !== undefined) {
      event.preventDefault()
      setFocusIndex(next)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') {
      setIsOpen(false)
    }
  }

  return (
    <div className="relative">
      <Button
        ref={buttonRef}
        aria-label={t.menu.open}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? setIsOpen(false) : open(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            open(event.key === 'ArrowDown' ? 0 : items.length - 1)
          }
        }}
        variant="icon"
        size="sm"
      >
        <MoreVertical aria-hidden="true" className="h-5 w-5" />
      </Button>
      {isOpen ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t.menu.open}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-20 mt-1 w-60 overflow-hidden rounded-2xl bg-white py-1 shadow-xl ring-1 ring-gray-200"
        >
          {items.map((item, index) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                onClick={() => {
                  close()
                  item.onSelect()
                }}
                className={`block w-full px-4 py-2.5 text-left text-sm font-medium hover:bg-gray-50 focus:bg-gray-100 focus:outline-none ${
                  item.isDanger ? 'text-red-700' : 'text-gray-800'
                }`}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
