import { LoaderCircle } from 'lucide-react'

/** A mailed link being checked with the server: a spinner, heard as `label`. */
export function LinkChecking({ label }: { label: string }) {
  return (
    <p role="status" className="flex justify-center text-brand-600">
      <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin" />
      <span className="sr-only">{label}</span>
    </p>
  )
}
