import type { ButtonHTMLAttributes } from 'react'
import { LoaderCircle } from 'lucide-react'

interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  isLoading: boolean
  label: string
  loadingLabel: string
}

/** The primary action of a sign-in form; disabled and relabelled while the call is in flight. */
export function SubmitButton({
  isLoading,
  label,
  loadingLabel,
  disabled,
  className = '',
  type = 'submit',
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled === true || isLoading}
      aria-busy={isLoading || undefined}
      className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl px-5 py-3 text-base font-semibold shadow-md transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none ${
        isLoading
          ? // Still the brand colour while loading, so 'Iniciando sesión...' stays legible.
            'cursor-wait bg-brand-600 text-white shadow-orange-500/25'
          : 'bg-brand-500 text-white shadow-orange-500/25 hover:bg-brand-600 active:bg-brand-700 disabled:cursor-not-allowed disabled:bg-orange-200 disabled:text-brand-700/70 disabled:shadow-none aria-disabled:cursor-not-allowed aria-disabled:bg-orange-200 aria-disabled:text-brand-700/70 aria-disabled:shadow-none'
      } ${className}`}
      {...rest}
    >
      {isLoading && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
      {isLoading ? loadingLabel : label}
    </button>
  )
}
