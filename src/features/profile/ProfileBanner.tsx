import { PawPrint } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'
import { ImageWithFallback } from '../../ui/ImageWithFallback'

const BOX = 'h-32 w-full'

/** The profile's banner, or a brand gradient when there is none or it cannot be loaded. */
export function ProfileBanner({ name, banner }: { name: string; banner: string | null }) {
  return (
    <ImageWithFallback
      path={banner}
      alt={t.bannerAlt(name)}
      className={`${BOX} bg-brand-100 object-cover`}
      fallback={
        <div
          aria-hidden="true"
          className={`${BOX} relative overflow-hidden bg-gradient-to-br from-orange-400 via-brand-500 to-amber-400`}
        >
          <PawPrint className="absolute -top-3 left-6 h-16 w-16 -rotate-12 text-white/15" />
          <PawPrint className="absolute right-20 -bottom-4 h-20 w-20 rotate-12 text-white/15" />
        </div>
      }
    />
  )
}
