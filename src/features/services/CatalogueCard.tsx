import type { ReactNode } from 'react'

interface CatalogueCardProps {
  /** the heading's id, which names the article */
  headingId: string
  /** the heading's level where the card stands: 'h2' on a page, 'h3' under a section or dialog */
  heading: 'h2' | 'h3'
  title: string
  /** the line under the title (the provider, the category) */
  subtitle: string
  /** what stands beside the title: a badge or the price */
  aside: ReactNode
  /** the article's gap and ring, which differ by card */
  className: string
  children: ReactNode
}

/**
 * The frame of a card in the services catalogue (a service, a health provider, a cremation
 * package): an article named by its heading, the title over its subtitle with one thing beside
 * them, and the card's own lines under that.
 */
export function CatalogueCard(props: CatalogueCardProps) {
  const Heading = props.heading
  return (
    <article
      aria-labelledby={props.headingId}
      className={`flex flex-col rounded-2xl bg-white p-4 shadow-sm ${props.className}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading id={props.headingId} className="font-semibold text-gray-900">
            {props.title}
          </Heading>
          <p className="text-sm text-gray-600">{props.subtitle}</p>
        </div>
        {props.aside}
      </div>
      {props.children}
    </article>
  )
}
