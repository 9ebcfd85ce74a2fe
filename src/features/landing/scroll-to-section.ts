import type { MouseEvent } from 'react'

/**
 * Smooth-scrolls to an in-page section instead of letting the browser jump. The href stays a
 * real "#id" so the link still works without JavaScript, on middle-click and for crawlers.
 */
export function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id)
  if (!target) return
  event.preventDefault()
  const prefersReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' })
  // A browser fragment jump would move the keyboard focus too; do the same for keyboard users.
  target.focus({ preventScroll: true })
}
