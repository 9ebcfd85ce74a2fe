import { BellRing } from 'lucide-react'
import type { VisitorFormsState } from '@contract/public-page'
import { publicPetPaths } from '@contract/public-pets.messages'
import { visitorRules as rules } from '@contract/visitor-rules'
import { publicPet as texts } from '../../i18n/es/public-pet'
import { contactFields, VisitorForm, type Preparation } from '../visitor'

const t = texts.notify

/**
 * 'Avisar al dueño': the finder's name, phone and words reach the owner as an in-app
 * notification. The finder's position is asked of the browser only when they tick the consent
 * box, at the moment they send; without the box nothing about where they are leaves the page.
 */
export function NotifyOwnerForm(props: { petId: string; state?: VisitorFormsState | undefined }) {
  const { petId } = props
  return (
    <VisitorForm
      name="notify"
      pagePath={publicPetPaths.page(petId)}
      state={props.state}
      texts={t}
      icon={<BellRing aria-hidden="true" className="h-5 w-5 text-brand-600" />}
      path={publicPetPaths.notify(petId)}
      prepare={{ label: t.locating, run: positionIfAllowed }}
      fields={[
        ...contactFields(t.name, t.phone),
        {
          name: 'message',
          label: t.message,
          type: 'textarea',
          maxLength: 500,
          placeholder: t.messagePlaceholder,
          rule: rules.notice,
        },
      ]}
    >
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-800">
        <input type="checkbox" name="shareLocation" className="h-5 w-5 accent-brand-600" />
        {t.shareLocation}
      </label>
    </VisitorForm>
  )
}

async function positionIfAllowed(form: FormData): Promise<Preparation> {
  if (form.get('shareLocation') !== 'on') return { extra: {} }
  try {
    // Loaded only for a finder who consents: most visitors never need it on first paint.
    const { getCurrentPosition } = await import('../location/geolocation')
    const { latitude, longitude } = await getCurrentPosition()
    return { extra: { latitude, longitude } }
  } catch {
    return { error: t.locationFailed }
  }
}
