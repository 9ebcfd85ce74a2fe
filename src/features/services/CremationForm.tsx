import type { ReactNode } from 'react'
import { cremationPrice, cremationRules as rules } from '@contract/cremation.messages'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { funeral } from '../../i18n/es/funeral'
import { draftInput, type CremationDraft } from './cremation-draft'
import { formatPrice, localToday } from './service-format'

const t = funeral.dialog

interface CremationFormProps {
  service: ServiceFeedDoc
  draft: CremationDraft
  onChange: (draft: CremationDraft) => void
  error: string | null
}

const field = 'mt-1 w-full rounded-xl border border-gray-300 px-3 py-2 text-base font-normal'
const label = 'block text-sm font-semibold text-gray-800'
const legend = 'mb-2 text-base font-bold text-gray-900'

function Optional({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-gray-600">{t.optional}</span>
    </>
  )
}

/**
 * Step 2 of the request (spec §2): pet info, urgency (only where the package offers it),
 * memorial options with their prices, contact, pickup, instructions and a preferred date and
 * time, with the running total the server will charge (the contract's cremationPrice).
 */
export function CremationForm({ service, draft, onChange, error }: CremationFormProps) {
  const set = <K extends keyof CremationDraft>(key: K, value: CremationDraft[K]) =>
    onChange({ ...draft, [key]: value })
  const details = service.cremation
  const priced = cremationPrice(service, draftInput(service, draft))
  const total = priced.ok ? priced.total : service.price
  const money = (amount: number) => formatPrice(amount, service.currency)

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className={legend}>{t.petTitle}</legend>
        <label className={label}>
          <Optional>{t.petName}</Optional>
          <input
            value={draft.petName}
            maxLength={rules.nameMax}
            autoComplete="off"
            onChange={(event) => set('petName', event.target.value)}
            className={field}
          />
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className={label}>
            <Optional>{t.petBreed}</Optional>
            <input
              value={draft.petBreed}
              maxLength={rules.breedMax}
              onChange={(event) => set('petBreed', event.target.value)}
              className={field}
            />
          </label>
          <label className={label}>
            <Optional>{t.petAge}</Optional>
            <input
              value={draft.petAge}
              maxLength={rules.ageMax}
              onChange={(event) => set('petAge', event.target.value)}
              className={field}
            />
          </label>
        </div>
      </fieldset>

      {details?.urgencyAvailable && details.urgencyOptions.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className={legend}>{t.urgencyTitle}</legend>
          {details.urgencyOptions.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 items-start gap-3 rounded-xl p-2 ring-1 ring-gray-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-500"
            >
              <input
                type="radio"
                name="urgency"
                value={option.id}
                checked={draft.urgencyId === option.id}
                onChange={() => set('urgencyId', option.id)}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-gray-900">{option.name}</span>
                <span className="text-sm text-gray-600">{option.description}</span>
              </span>
              <span className="shrink-0 text-sm font-semibold text-gray-900">
                {option.extraCost > 0 ? t.extra(money(option.extraCost)) : t.noExtra}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {details && details.memorialOptions.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className={legend}>{t.memorialTitle}</legend>
          {details.memorialOptions.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 items-start gap-3 rounded-xl p-2 ring-1 ring-gray-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-500"
            >
              <input
                type="checkbox"
                checked={draft.memorialIds.includes(option.id)}
                onChange={(event) =>
                  set(
                    'memorialIds',
                    event.target.checked
                      ? [...draft.memorialIds, option.id]
                      : draft.memorialIds.filter((id) => id !== option.id),
                  )
                }
                className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-gray-900">{option.name}</span>
                <span className="text-sm text-gray-600">{option.description}</span>
              </span>
              <span className="shrink-0 text-sm font-semibold text-gray-900">
                {t.extra(money(option.price))}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-3">
        <legend className={legend}>{t.contactTitle}</legend>
        <label className={label}>
          {t.contactPhone}
          <input
            type="tel"
            required
            autoComplete="tel"
            value={draft.contactPhone}
            maxLength={rules.phoneMax}
            onChange={(event) => set('contactPhone', event.target.value)}
            className={field}
          />
        </label>
        <label className={label}>
          <Optional>{t.contactEmail}</Optional>
          <input
            type="email"
            autoComplete="email"
            value={draft.contactEmail}
            maxLength={rules.emailMax}
            onChange={(event) => set('contactEmail', event.target.value)}
            className={field}
          />
        </label>
        <label className={label}>
          {t.pickupAddress}
          <input
            required
            autoComplete="street-address"
            value={draft.pickupAddress}
            maxLength={rules.addressMax}
            onChange={(event) => set('pickupAddress', event.target.value)}
            className={field}
          />
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className={label}>
            <Optional>{t.preferredDate}</Optional>
            <input
              type="date"
              min={localToday()}
              value={draft.preferredDate}
              onChange={(event) => set('preferredDate', event.target.value)}
              className={field}
            />
          </label>
          <label className={label}>
            <Optional>{t.preferredTime}</Optional>
            <input
              type="time"
              value={draft.preferredTime}
              onChange={(event) => set('preferredTime', event.target.value)}
              className={field}
            />
          </label>
        </div>
        <label className={label}>
          <Optional>{t.specialInstructions}</Optional>
          <textarea
            rows={2}
            value={draft.specialInstructions}
            maxLength={rules.instructionsMax}
            onChange={(event) => set('specialInstructions', event.target.value)}
            className={field}
          />
        </label>
      </fieldset>

      <p
        aria-live="polite"
        className="flex items-center justify-between rounded-2xl bg-gray-900 px-4 py-3 text-white"
      >
        <span className="font-semibold">{t.total}</span>
        <span className="text-xl font-bold">{money(total)}</span>
      </p>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
