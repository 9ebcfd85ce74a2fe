import { Send } from 'lucide-react'
import type { VisitorFormsState } from '@contract/public-page'
import { publicLostPetPaths } from '@contract/public-lost-pets.messages'
import { visitorRules as rules } from '@contract/visitor-rules'
import { publicAlert as t } from '../../i18n/es/public-alert'
import { contactFields, VisitorForm } from '../visitor'

/** A visitor's message to the owner of a lost pet, from the alert's public page. */
export function AlertMessageForm(props: {
  alertId: string
  state?: VisitorFormsState | undefined
}) {
  const { alertId } = props
  return (
    <VisitorForm
      name="message"
      pagePath={publicLostPetPaths.page(alertId)}
      state={props.state}
      texts={t.messageForm}
      icon={<Send aria-hidden="true" className="h-5 w-5" />}
      path={publicLostPetPaths.messages(alertId)}
      fields={[
        {
          name: 'message',
          label: t.message,
          type: 'textarea',
          required: true,
          rule: rules.message,
        },
        ...contactFields(t.yourName, t.yourPhone),
      ]}
    />
  )
}
