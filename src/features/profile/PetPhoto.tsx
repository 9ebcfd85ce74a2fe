import { PawPrint } from 'lucide-react'
import { thumbnailPath } from '@contract/media'
import { profile as t } from '../../i18n/es/profile'
import { ImageWithFallback } from '../../ui/ImageWithFallback'
import { resolveMediaUrl } from '../../ui/media-url'

const BOX = 'h-20 w-20 shrink-0 rounded-2xl'

/**
 * A pet's main photo (the first one) at card size: its thumbnail (media.ts), the full photo
 * when the thumbnail fails (data from before thumbnails), then a paw placeholder.
 */
export function PetPhoto({ photos, name }: { photos: readonly string[]; name: string }) {
  const alt = t.petPhotoAlt(name)
  const main = resolveMediaUrl(photos[0])
  return (
    <ImageWithFallback
      path={main ? [thumbnailPath(main), main] : null}
      alt={alt}
      className={`${BOX} bg-brand-50 object-cover`}
      fallback={
        <span
          role="img"
          aria-label={alt}
          className={`${BOX} flex items-center justify-center bg-brand-50 text-orange-400`}
        >
          <PawPrint aria-hidden="true" className="h-9 w-9" />
        </span>
      }
    />
  )
}
