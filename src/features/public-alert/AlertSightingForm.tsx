import { Eye } from 'lucide-react'
import type { VisitorFormsState } from '@contract/public-page'
import { publicLostPetPaths } from '@contract/public-lost-pets.messages'
import { visitorRules as rules } from '@contract/visitor-rules'
import { publicAlert as t } from '../../i18n/es/public-alert'
import { contactFields, VisitorForm } from '../visitor'

/**
 * A visitor's sighting of a lost pet (spec §2 'Sighting dialog' fields), sent to the alert's
 * public route: on the alert's page and on the page a lost pet's QR code opens. `pagePath` is
 * the page it is on, where it posts as a plain form.
 */
export function AlertSightingForm(props: {
  alertId: string
  pagePath: string
  state?: VisitorFormsState | undefined
}) {
  const { alertId } = props
  // A server-rendered page takes the server's today, so that the browser hydrates the same form.
  const today = props.state?.today ?? new Date().toLocaleDateString('en-CA')
  return (
    <VisitorForm
      name="sighting"
      pagePath={props.pagePath}
      state={props.state}
      texts={t.sightingForm}
      icon={<Eye aria-hidden="true" className="h-5 w-5" />}
      path={publicLostPetPaths.sightings(alertId)}
      fields={[
        { name: 'location', label: t.place, rule: rules.location },
        {
          name: 'date',
          label: t.date,
          type: 'date',
          required: true,
          defaultValue: today,
          max: today,
          rule: (value) => rules.date(value, today),
        },
        { name: 'time', label: t.time, type: 'time', required: true, rule: rules.time },
        {
          name: 'description',
          label: t.description,
          type: 'textarea',
          required: true,
          rule: rules.description,
        },
        ...contactFields(t.yourName, t.yourPhone),
      ]}
    />
  )
}
