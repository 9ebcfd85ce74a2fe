import { CircleAlert } from 'lucide-react'

/** The form's error box: announced at once by screen readers (role="alert"). */
export function FormAlert({ id, message }: { id?: string; message: string }) {
  return (
    <div
      id={id}
      role="alert"
      className="mb-5 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>{message}</p>
    </div>
  )
}
