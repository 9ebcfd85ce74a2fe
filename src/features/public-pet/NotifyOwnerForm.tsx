import { useId, useState, type FormEvent } from 'react'
import { BellRing } from 'lucide-react'
import { publicPetPaths } from '@contract/public-pets.messages'
import { publicPet as texts } from '../../i18n/es/public-pet'
import { getCurrentPosition } from '../location/geolocation'
import { sendVisitorPost } from '../public-alert/public-alert.api'

const t = texts.notify
const INPUT = 'min-h-11 rounded-xl border border-gray-300 px-3 py-2 text-base'

/**
 * 'Avisar al dueño': the finder's name, phone and words reach the owner as an in-app
 * notification. The finder's position is asked of the browser only when they tick the consent
 * box, at the moment they send; without the box nothing about where they are leaves the page.
 */
export function NotifyOwnerForm({ petId }: { petId: string }) {
  const id = useId()
  const [stage, setStage] = useState<'idle' | 'locating' | 'sending'>('idle')
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setError(null)
    let place: { latitude: number; longitude: number } | null = null
    if (form.get('shareLocation') === 'on') {
      setStage('locating')
      try {
        const { latitude, longitude } = await getCurrentPosition()
        place = { latitude, longitude }
      } catch {
        setStage('idle')
        setError(t.locationFailed)
        return
      }
    }
    setStage('sending')
    const result = await sendVisitorPost(publicPetPaths.notify(petId), {
      name: form.get('name'),
      phone: form.get('phone'),
      message: form.get('message'),
      ...place,
    })
    setStage('idle')
    if (result.ok) setDone(result.message)
    else setError(result.message ?? t.sendError)
  }

  const isBusy = stage !== 'idle'
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <BellRing aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {t.title}
      </h2>
      {done ? (
        <p role="status" className="mt-3 rounded-xl bg-green-50 p-3 text-green-800">
          {done}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="mt-2 flex flex-col gap-3">
          <p className="text-sm text-gray-600">{t.hint}</p>
          <label className="flex flex-col gap-1 text-sm font-medium text-gray-700">
            {t.name}
            <input name="name" required autoComplete="name" className={INPUT} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-gray-700">
            {t.phone}
            <input name="phone" type="tel" required autoComplete="tel" className={INPUT} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-gray-700">
            {t.message}
            <textarea
              name="message"
              rows={3}
              maxLength={500}
              placeholder={t.messagePlaceholder}
              className="rounded-xl border border-gray-300 px-3 py-2 text-base"
            />
          </label>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-800">
            <input type="checkbox" name="shareLocation" className="h-5 w-5 accent-brand-600" />
            {t.shareLocation}
          </label>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={isBusy}
            className="min-h-12 rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white disabled:opacity-60"
          >
            {stage === 'locating' ? t.locating : stage === 'sending' ? t.sending : t.send}
          </button>
        </form>
      )}
    </section>
  )
}
