import { common } from '../i18n/es/common'

export function Spinner({ label = common.loading }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center p-6">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-orange-200 border-t-orange-500"
      />
      <span className="sr-only">{label}</span>
    </div>
  )
}

export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-orange-50">
      <Spinner />
    </div>
  )
}
