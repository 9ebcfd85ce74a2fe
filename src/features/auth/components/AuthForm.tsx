import type { BaseSyntheticEvent, ReactNode } from 'react'
import { useUnsavedForm } from '../../../ui/unsaved-forms'
import { FormError } from './FormError'

interface AuthFormProps {
  /** react-hook-form's handleSubmit(...) result. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  children: ReactNode
  /** Why the last submit failed, atop the fields (a form in a dialog, without AuthLayout's). */
  error?: string | null
}

/**
 * The account forms' <form>: the browser's own validation is off (the zod schemas answer in
 * Spanish), and from the first keystroke it counts as unsaved text, so an app update does not
 * reload over what the user typed (src/ui/unsaved-forms).
 */
export function AuthForm({ onSubmit, children, error }: AuthFormProps) {
  const markEdited = useUnsavedForm()
  return (
    <form
      noValidate
      onInput={markEdited}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
    >
      <FormError error={error} />
      {children}
    </form>
  )
}
