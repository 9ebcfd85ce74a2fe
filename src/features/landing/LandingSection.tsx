import type { ReactNode } from 'react'
import { SectionHeading } from './SectionHeading'

interface LandingSectionProps {
  /** the in-page anchor the nav scrolls to; the heading's id is `${id}-title` */
  id: string
  heading: { eyebrow: string; title: string; subtitle?: string }
  /** the pale brand band that sets a section apart from its neighbours */
  isTinted?: boolean
  children: ReactNode
}

/**
 * A content section of the landing, under its eyebrow-title-subtitle heading. It is a nav
 * target: focusable from script (scroll-to-section.ts moves the focus there, as a fragment jump
 * would) and scrolled to below the sticky nav.
 */
export function LandingSection({ id, heading, isTinted = false, children }: LandingSectionProps) {
  const titleId = `${id}-title`
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`scroll-mt-28 ${isTinted ? 'bg-brand-50/60 ' : ''}px-4 py-20 outline-none sm:px-6 md:scroll-mt-16 md:py-28`}
    >
      <SectionHeading
        id={titleId}
        eyebrow={heading.eyebrow}
        title={heading.title}
        subtitle={heading.subtitle}
      />
      {children}
    </section>
  )
}
