import { Crown } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'

/** 'Cuenta Premium' (spec §2), for subscription.type premium. */
export function PremiumBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-amber-400 to-brand-500 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
      <Crown aria-hidden="true" className="h-3.5 w-3.5" />
      {t.premiumBadge}
    </span>
  )
}
