import { PawPrint } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'
import { ImageWithFallback } from './ImageWithFallback'

const BOX = 'h-20 w-20 shrink-0 rounded-2xl'

/** A pet's main photo (the first one), with a paw placeholder. */
export function PetPhoto({ photos, name }: { photos: readonly string[]; name: string }) {
  const alt = t.petPhotoAlt(name)
  return (
    <ImageWithFallback
      path={photos[0]}
      alt={alt}
      className={`${BOX} bg-brand-50 object-cover`}
      fallback={
        <span
          role="img"
          aria-label={alt}
          className={`${BOX} flex items-center justify-center bg-brand-50 text-brand-400`}
        >
          <PawPrint aria-hidden="true" className="h-9 w-9" />
        </span>
      }
    />
  )
}
