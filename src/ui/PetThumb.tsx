import { PawPrint } from 'lucide-react'
import { ImageWithFallback } from './ImageWithFallback'
import { petThumbPaths } from './media-url'

interface PetThumbProps {
  image: string | null
  alt: string
  /** size and shape classes, e.g. 'h-16 w-16 rounded-2xl' */
  className: string
}

/** A pet's photo: its thumbnail, the full photo when that fails, then a paw placeholder. */
export function PetThumb({ image, alt, className }: PetThumbProps) {
  return (
    <ImageWithFallback
      path={petThumbPaths(image)}
      alt={alt}
      className={`${className} shrink-0 bg-brand-50 object-cover`}
      fallback={
        <span
          role="img"
          aria-label={alt}
          className={`${className} flex shrink-0 items-center justify-center bg-brand-50 text-orange-400`}
        >
          <PawPrint aria-hidden="true" className="h-1/2 w-1/2" />
        </span>
      }
    />
  )
}
