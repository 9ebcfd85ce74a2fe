import { useState } from 'react'
import { Crown } from 'lucide-react'
import { isSubscriptionActive } from '@contract/premium-status'
import { premium as t } from '../../i18n/es/premium'
import { useSession } from '../../session/use-session'
import { PlanPicker } from './PlanPicker'
import { BoostSection } from './BoostSection'
import { PassportSection } from './PassportSection'
import { ReceivedLikes } from './ReceivedLikes'
import { UndoPass } from './UndoPass'
import { formatDay } from './price-format'
import { Notice } from '../../ui/Notice'

/**
 * /premium (spec §2): the plans for free users (and for those whose premium expired); for a
 * premium user 'Eres Premium' with the plan, the expiry date and the benefits to use.
 */
export function PremiumPage() {
  const user = useSession().user
  const [isWelcome, setIsWelcome] = useState(false)
  if (!user) return null
  const { subscription } = user
  const isActive = isSubscriptionActive(subscription, new Date())
  const planName = subscription.plan ? t.plans[subscription.plan].name : null
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 pt-4 pb-24">
      <header className="flex flex-col items-center gap-1 rounded-2xl bg-gradient-to-r from-amber-700 to-brand-600 p-5 text-center text-white">
        <Crown aria-hidden="true" className="h-8 w-8" />
        <h1 className="text-2xl font-bold">{isActive ? t.youArePremium : t.title}</h1>
        {isActive ? (
          <>
            {planName ? <p className="font-semibold">{t.planLabel(planName)}</p> : null}
            <p className="text-sm">
              {subscription.expiresAt ? t.expiresOn(formatDay(subscription.expiresAt)) : t.noExpiry}
            </p>
          </>
        ) : (
          <p className="text-sm">{t.intro}</p>
        )}
      </header>
      {isActive ? (
        <>
          {isWelcome ? <Notice kind="success">{t.welcome}</Notice> : null}
          <ReceivedLikes />
          <BoostSection />
          <PassportSection />
          <UndoPass />
        </>
      ) : (
        <>
          {subscription.type === 'premium' && subscription.expiresAt ? (
            <Notice kind="offline">{t.expired(formatDay(subscription.expiresAt))}</Notice>
          ) : null}
          <PlanPicker onUpgraded={() => setIsWelcome(true)} />
        </>
      )}
    </div>
  )
}
