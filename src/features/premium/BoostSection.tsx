import { useEffect, useState } from 'react'
import { Rocket } from 'lucide-react'
import type { BoostResponse } from '@contract/premium.contract'
import { premium as t } from '../../i18n/es/premium'
import { getBoost, startBoost } from './premium.api'
import { OutcomeNotice, Notice } from '../../ui/Notice'
import { usePremiumSection } from './use-premium-section'
import { PremiumCard } from './PremiumCard'
import { Button } from '../../ui/Button'

/** Boosts are counted per calendar month in UTC: the next one opens on the 1st, UTC. */
const utcDay = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' })
const MINUTE_MS = 60_000

/**
 * 'Impulso' (spec §6, §9: a monthly boost of 30 minutes): the server starts it (premium only,
 * one per UTC month) and puts the user's pets first in everybody else's Descubrir while it runs.
 * Shows the minutes left while it runs and, once used, when the next one is available.
 */
export function BoostSection() {
  const { state, setState, isBusy, notice, run } = usePremiumSection<BoostResponse>({
    load: getBoost,
    offline: t.boostOffline,
    loadError: t.boostLoadError,
  })
  const [now, setNow] = useState(() => Date.now())

  const until = state?.activeUntil ? Date.parse(state.activeUntil) : null
  const isActive = until !== null && until > now
  // The minutes left count down while the screen is open.
  useEffect(() => {
    if (!isActive) return
    const timer = setInterval(() => setNow(Date.now()), 15_000)
    return () => clearInterval(timer)
  }, [isActive])

  async function boost() {
    const answer = await run(startBoost, t.boostError, () => null)
    if (answer) {
      setState(answer)
      setNow(Date.now())
    }
  }

  return (
    <PremiumCard id="premium-boost" Icon={Rocket} title={t.boostTitle}>
      <p className="mb-3 text-sm text-gray-600">{t.boostIntro}</p>
      {isActive && until !== null ? (
        <Notice kind="success">{t.boostActive(Math.ceil((until - now) / MINUTE_MS))}</Notice>
      ) : null}
      {!isActive && state?.nextAvailableAt ? (
        <p className="rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-800">
          {t.boostNext(utcDay.format(new Date(state.nextAvailableAt)))}
        </p>
      ) : null}
      {state && !state.nextAvailableAt ? (
        <Button disabled={isBusy} onClick={() => void boost()}>
          <Rocket aria-hidden="true" className="h-4 w-4" />
          {t.boostButton}
        </Button>
      ) : null}
      <OutcomeNotice notice={notice} className="mt-2" />
    </PremiumCard>
  )
}
