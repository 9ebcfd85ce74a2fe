import { useState } from 'react'
import { Check, Crown } from 'lucide-react'
import type { SubscriptionPlan } from '@contract/auth.contract'
import { planIds, subscriptionPlans } from '@contract/subscription.messages'
import { isOffline } from '../../api/online'
import { callOnline } from '../../api/online-only'
import { premium as t } from '../../i18n/es/premium'
import { sessionStore } from '../../session/session-store'
import { upgrade } from './premium.api'
import { formatPrice } from './price-format'
import { usePaymentInfo } from './use-payment-info'
import { Notice } from '../../ui/Notice'

/** The plan picker, the benefits and the upgrade (spec §2 /premium, §4 Subscription, §8). */
export function PlanPicker({ onUpgraded }: { onUpgraded: () => void }) {
  const { info, isKnown } = usePaymentInfo()
  const [plan, setPlan] = useState<SubscriptionPlan>('quarterly')
  const [isPaying, setIsPaying] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const chosen = t.plans[plan]

  async function pay() {
    if (isOffline()) {
      setError(t.offline)
      return
    }
    setIsPaying(true)
    setError(null)
    try {
      const paid = await callOnline(() => upgrade(plan), {
        offline: t.offline,
        fallback: t.paymentError,
      })
      if (!paid.ok) return setError(paid.message)
      const answer = paid.value
      if (answer.provider === 'demo') {
        onUpgraded()
        sessionStore.updateUser(answer.user)
      } else window.location.assign(answer.checkoutUrl)
    } finally {
      setIsPaying(false)
    }
  }

  return (
    <>
      <section aria-labelledby="premium-plans" className="flex flex-col gap-3">
        <h2 id="premium-plans" className="text-lg font-bold text-gray-900">
          {t.choosePlan}
        </h2>
        {planIds.map((id) => {
          const label = t.plans[id]
          const isChosen = id === plan
          return (
            <button
              key={id}
              type="button"
              aria-pressed={isChosen}
              onClick={() => setPlan(id)}
              className={`flex min-h-16 items-center justify-between rounded-2xl border-2 p-4 text-left ${
                isChosen ? 'border-brand-500 bg-brand-50' : 'border-gray-200 bg-white'
              }`}
            >
              <span className="flex flex-col">
                <span className="font-semibold text-gray-900">{label.name}</span>
                <span className="text-sm text-gray-600">
                  {formatPrice(subscriptionPlans[id].price, info.currency)} {label.period}
                </span>
              </span>
              {label.savings ? (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                  {label.savings}
                </span>
              ) : null}
            </button>
          )
        })}
      </section>
      <section aria-labelledby="premium-benefits" className="rounded-2xl bg-white p-4 shadow-sm">
        <h2 id="premium-benefits" className="mb-2 text-lg font-bold text-gray-900">
          {t.benefitsTitle}
        </h2>
        <ul className="flex flex-col gap-2">
          {t.benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2 text-sm text-gray-800">
              <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-green-600" />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
      {isKnown ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {info.provider === 'demo' ? t.demoNotice : t.stripeNotice}
        </p>
      ) : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      <button
        type="button"
        disabled={isPaying || !isKnown}
        onClick={() => void pay()}
        className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-amber-700 to-brand-600 px-4 font-semibold text-white disabled:opacity-60"
      >
        <Crown aria-hidden="true" className="h-5 w-5" />
        {isPaying
          ? t.processing
          : t.subscribe(chosen.name, formatPrice(subscriptionPlans[plan].price, info.currency))}
      </button>
    </>
  )
}
