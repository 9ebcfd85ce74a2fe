import { profile as t } from '../../i18n/es/profile'
import { ImageWithFallback } from '../../ui/ImageWithFallback'

const BOX = 'h-24 w-24 shrink-0 rounded-full border-4 border-white shadow-md'

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]]
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase()
}

/** The user's avatar, or their initials on the brand colour. */
export function UserAvatar({ name, avatar }: { name: string; avatar: string | null }) {
  const alt = t.avatarAlt(name)
  return (
    <ImageWithFallback
      path={avatar}
      alt={alt}
      className={`${BOX} bg-brand-100 object-cover`}
      fallback={
        <span
          role="img"
          aria-label={alt}
          className={`${BOX} flex items-center justify-center bg-brand-500 text-3xl font-bold text-white`}
        >
          {initialsOf(name)}
        </span>
      }
    />
  )
}
