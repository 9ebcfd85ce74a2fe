import type { InputHTMLAttributes } from 'react'
import { cremationPrice, cremationRules as rules } from '@contract/cremation.messages'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { funeral } from '../../i18n/es/funeral'
import { TextAreaField, TextField } from '../../ui/TextField'
import { draftInput, type CremationDraft } from './cremation-draft'
import { formatPrice, localToday } from './service-format'
import { Notice } from '../../ui/Notice'

const t = funeral.dialog

interface CremationFormProps {
  service: ServiceFeedDoc
  draft: CremationDraft
  onChange: (draft: CremationDraft) => void
  error: string | null
}

/** The draft's free-text fields (not its choices), each labelled by the text of its name. */
type TextKey = Exclude<keyof CremationDraft, 'urgencyId' | 'memorialIds'>

/** The text fields the request cannot go without; the others say they are optional. */
const REQUIRED: readonly TextKey[] = ['contactPhone', 'pickupAddress']

const legend = 'mb-2 text-base font-bold text-gray-900'

/** One urgency or memorial choice: its control, name, description and price. */
function OptionRow({
  option,
  price,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  option: { name: string; description: string }
  price: string
}) {
  return (
    <label className="flex min-h-11 items-start gap-3 rounded-xl p-2 ring-1 ring-gray-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-500">
      <input {...input} className="mt-1 h-5 w-5 shrink-0 accent-brand-600" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-gray-900">{option.name}</span>
        <span className="text-sm text-gray-600">{option.description}</span>
      </span>
      <span className="shrink-0 text-sm font-semibold text-gray-900">{price}</span>
    </label>
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
  /** A text field's label, value, limit and change handler, bound to one key of the draft. */
  const text = (key: TextKey, maxLength?: number) => ({
    label: t[key],
    ...(REQUIRED.includes(key) ? { required: true } : { isOptional: true }),
    value: draft[key],
    ...(maxLength === undefined ? {} : { maxLength }),
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  })
  const details = service.cremation
  const priced = cremationPrice(service, draftInput(service, draft))
  const total = priced.ok ? priced.total : service.price
  const money = (amount: number) => formatPrice(amount, service.currency)

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className={legend}>{t.petTitle}</legend>
        <TextField {...text('petName', rules.nameMax)} autoComplete="off" />
        <div className="grid grid-cols-2 gap-3">
          <TextField {...text('petBreed', rules.breedMax)} />
          <TextField {...text('petAge', rules.ageMax)} />
        </div>
      </fieldset>

      {details?.urgencyAvailable && details.urgencyOptions.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className={legend}>{t.urgencyTitle}</legend>
          {details.urgencyOptions.map((option) => (
            <OptionRow
              key={option.id}
              type="radio"
              name="urgency"
              value={option.id}
              checked={draft.urgencyId === option.id}
              onChange={() => set('urgencyId', option.id)}
              option={option}
              price={option.extraCost > 0 ? t.extra(money(option.extraCost)) : t.noExtra}
            />
          ))}
        </fieldset>
      ) : null}

      {details && details.memorialOptions.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className={legend}>{t.memorialTitle}</legend>
          {details.memorialOptions.map((option) => (
            <OptionRow
              key={option.id}
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
              option={option}
              price={t.extra(money(option.price))}
            />
          ))}
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-3">
        <legend className={legend}>{t.contactTitle}</legend>
        <TextField {...text('contactPhone', rules.phoneMax)} type="tel" autoComplete="tel" />
        <TextField {...text('contactEmail', rules.emailMax)} type="email" autoComplete="email" />
        <TextField {...text('pickupAddress', rules.addressMax)} autoComplete="street-address" />
        <div className="grid grid-cols-2 gap-3">
          <TextField {...text('preferredDate')} type="date" min={localToday()} />
          <TextField {...text('preferredTime')} type="time" />
        </div>
        <TextAreaField {...text('specialInstructions', rules.instructionsMax)} rows={2} />
      </fieldset>

      <p
        aria-live="polite"
        className="flex items-center justify-between rounded-2xl bg-gray-900 px-4 py-3 text-white"
      >
        <span className="font-semibold">{t.total}</span>
        <span className="text-xl font-bold">{money(total)}</span>
      </p>
      {error ? <Notice kind="error">{error}</Notice> : null}
    </div>
  )
}
