import { useId, useRef, useState } from 'react'
import { Home, MapPin, Plane } from 'lucide-react'
import type { PassportResponse } from '@contract/premium.contract'
import { premium as t } from '../../i18n/es/premium'
import { notePassportPlace } from './passport-note'
import { placeLabel, searchPlaces, type FoundPlace } from '../location'
import { clearPassport, getPassport, setPassport } from './premium.api'
import { OutcomeNotice } from '../../ui/Notice'
import { usePremiumSection } from './use-premium-section'
import { PremiumCard } from './PremiumCard'

/** What the swipe stack keys on: the place discover searches around now ('' = home). */
const stampOf = (state: PassportResponse) =>
  state.passport && state.inUse ? `${state.passport.latitude},${state.passport.longitude}` : ''

/**
 * 'Pasaporte' (spec §6 'passport (search any city)'): the premium user picks a city of the
 * offline gazetteer and discover searches there until they go back to their own location. The
 * server keeps the place and decides (premium only); the swipe stack is told, so a stack
 * stored for the previous place is replaced rather than shown (passport-note.ts).
 */
export function PassportSection() {
  const { state, setState, isBusy, notice, run } = usePremiumSection<PassportResponse>({
    load: getPassport,
    onLoaded: (answer) => notePassportPlace(stampOf(answer)),
    offline: t.passportOffline,
    loadError: t.passportLoadError,
  })
  const [text, setText] = useState('')
  const [found, setFound] = useState<FoundPlace[] | null>(null)
  const inputId = useId()
  const searches = useRef(0)

  /** The gazetteer answers as the user types; only the latest text's answer is shown. */
  function search(value: string) {
    setText(value)
    const ticket = ++searches.current
    if (value.trim().length < 2) {
      setFound(null)
      return
    }
    searchPlaces(value, 6)
      .catch(() => [])
      .then((places) => {
        if (ticket === searches.current) setFound(places)
      })
      .catch(() => undefined)
  }

  async function change(
    action: () => Promise<PassportResponse>,
    done: (s: PassportResponse) => string,
  ) {
    const answer = await run(action, t.passportError, done)
    if (!answer) return
    setState(answer)
    notePassportPlace(stampOf(answer))
    search('')
  }

  const choose = (place: FoundPlace) => {
    const label = placeLabel(place)
    void change(
      () => setPassport({ latitude: place.latitude, longitude: place.longitude, label }),
      () => t.passportSet(label),
    )
  }
  const active = state?.inUse ? state.passport : null

  return (
    <PremiumCard id="premium-passport" Icon={Plane} title={t.passportTitle}>
      <p className="mb-2 text-sm text-gray-600">{t.passportIntro}</p>
      {state ? (
        <p className="mb-3 flex items-center gap-2 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-800">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          {active ? t.passportActive(active.label) : t.passportHome}
        </p>
      ) : null}
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-gray-800">
        {t.passportSearchLabel}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        disabled={isBusy}
        autoComplete="off"
        placeholder={t.passportSearchPlaceholder}
        onChange={(event) => search(event.target.value)}
        className="min-h-11 w-full rounded-xl border border-gray-300 px-3 text-base"
      />
      {found && found.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t.passportNoResults}</p>
      ) : null}
      {found && found.length > 0 ? (
        <ul aria-label={t.passportResults} className="mt-2 flex flex-col gap-1">
          {found.map((place) => {
            const label = placeLabel(place)
            return (
              <li key={`${place.countryCode}:${place.name}:${place.latitude}:${place.longitude}`}>
                <button
                  type="button"
                  disabled={isBusy}
                  aria-label={t.passportChoose(label)}
                  onClick={() => choose(place)}
                  className="min-h-11 w-full rounded-xl px-3 text-left text-gray-900 hover:bg-gray-100 disabled:opacity-60"
                >
                  {label}
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      {state?.passport ? (
        <button
          type="button"
          disabled={isBusy}
          onClick={() => void change(clearPassport, () => t.passportCleared)}
          className="mt-3 flex min-h-11 items-center gap-2 rounded-xl border border-brand-500 px-4 font-semibold text-brand-700 disabled:opacity-60"
        >
          <Home aria-hidden="true" className="h-4 w-4" />
          {t.passportBackHome}
        </button>
      ) : null}
      <OutcomeNotice notice={notice} className="mt-2" />
    </PremiumCard>
  )
}
