import type { ButtonHTMLAttributes } from 'react'
import { LoaderCircle } from 'lucide-react'
import { Button } from '../../../ui/Button'

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  isLoading: boolean
  label: string
  loadingLabel: string
}

/** The primary action of a sign-in form; busy and relabelled while the call is in flight. */
export function SubmitButton({
  isLoading,
  label,
  loadingLabel,
  type = 'submit',
  className,
  ...rest
}: SubmitButtonProps) {
  return (
    <Button
      {...rest}
      type={type}
      size="lg"
      isFullWidth
      isBusy={isLoading}
      className={className ? `shadow-md ${className}` : 'shadow-md'}
    >
      {isLoading && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
      {isLoading ? loadingLabel : label}
    </Button>
  )
}
