import { Notice } from '../../../ui/Notice'

/** Why an account form's last submit failed (the server's message), atop the form. */
export function FormError({ error, id }: { error: string | null | undefined; id?: string }) {
  if (!error) return null
  return (
    <Notice kind="error" id={id} className="mb-5">
      {error}
    </Notice>
  )
}
