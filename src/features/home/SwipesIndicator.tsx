import { Crown } from 'lucide-react'
import { home as t } from '../../i18n/es/home'

/** Spec §9: what the indicator shows for a free user until the server's count is known. */
export const DEFAULT_FREE_SWIPES = 10

interface SwipesIndicatorProps {
  isPremium: boolean
  /** likes left today (useDailyQuota), null while unknown */
  likesLeft: number | null
}

/** 'Swipes ilimitados' for premium users, else the likes left today ('Swipes: 7'). */
export function SwipesIndicator({ isPremium, likesLeft }: SwipesIndicatorProps) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold ${
        isPremium ? 'bg-amber-100 text-amber-800' : 'bg-brand-50 text-brand-700'
      }`}
    >
      {isPremium ? <Crown aria-hidden="true" className="h-4 w-4" /> : null}
      {isPremium
        ? t.toolbar.swipesUnlimited
        : t.toolbar.swipesLeft(likesLeft ?? DEFAULT_FREE_SWIPES)}
    </span>
  )
}
