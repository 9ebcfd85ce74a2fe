import type { VisitorFormName, VisitorFormsState } from '@contract/public-page'
import { Notice } from '../../ui/Notice'

/**
 * A plain form the server refused whose form this page no longer shows: a sighting sent while
 * the alert was being closed comes back to a page without the sighting form. Its reason shows
 * here, with what was typed, so the visitor knows what happened and loses nothing.
 */
export function RefusedWithoutForm(props: {
  state: VisitorFormsState | undefined
  form: VisitorFormName
  typedLabel: string
}) {
  const refused = props.state?.refused
  if (refused?.form !== props.form || refused.message === null) return null
  const typed = refused.values.description?.trim() ?? refused.values.message?.trim() ?? ''
  return (
    <Notice kind="error">
      <span className="block">{refused.message}</span>
      {typed ? (
        <span className="mt-1 block break-words">
          {props.typedLabel} «{typed}»
        </span>
      ) : null}
    </Notice>
  )
}
