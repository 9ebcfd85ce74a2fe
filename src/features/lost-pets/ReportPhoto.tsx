import type { ComponentProps } from 'react'
import { PawPrint } from 'lucide-react'
import { ImageWithFallback } from '../../ui/ImageWithFallback'

/** the photo's box and its paw at each size the lists use (whole class names, for Tailwind) */
const SIZES = {
  card: { box: 'h-24 w-24', paw: 'h-8 w-8' },
  candidate: { box: 'h-16 w-16', paw: 'h-6 w-6' },
  match: { box: 'h-14 w-14', paw: 'h-6 w-6' },
} as const

/** the paw's colours: brand for a lost pet's alert, sky for what a finder reported */
const TONES = {
  lost: 'bg-brand-50 text-brand-400',
  found: 'bg-sky-50 text-sky-400',
} as const

/**
 * A report's photo in the lost-pets lists (an alert, a found pet, a possible match), or a paw
 * when it has none or none of them loads.
 */
export function ReportPhoto(props: {
  path: ComponentProps<typeof ImageWithFallback>['path']
  alt: string
  size: keyof typeof SIZES
  tone: keyof typeof TONES
}) {
  const { box, paw } = SIZES[props.size]
  return (
    <ImageWithFallback
      path={props.path}
      alt={props.alt}
      className={`${box} shrink-0 rounded-xl object-cover`}
      fallback={
        <span
          className={`flex ${box} shrink-0 items-center justify-center rounded-xl ${TONES[props.tone]}`}
        >
          <PawPrint aria-hidden="true" className={paw} />
        </span>
      }
    />
  )
}
