import type { ButtonHTMLAttributes } from 'react'
import { LoaderCircle } from 'lucide-react'
import { Button, buttonClassName } from '../../../ui/Button'

/** The look of a sign-in form's submit, for a link that is the page's one way on. */
export const submitLinkClass = buttonClassName({
  size: 'lg',
  isFullWidth: true,
  className: 'shadow-md',
})

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
