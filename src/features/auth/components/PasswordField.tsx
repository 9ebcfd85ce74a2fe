import { useState } from 'react'
import { Eye, EyeOff, Lock } from 'lucide-react'
import { auth } from '../../../i18n/es/auth'
import { TextField, type TextFieldProps } from '../../../ui/TextField'

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'icon' | 'trailing'> {
  showLabel?: string
  hideLabel?: string
}

/** A password input with a show/hide toggle (a pressed-state icon button). */
export function PasswordField({
  showLabel = auth.showPassword,
  hideLabel = auth.hidePassword,
  ...fieldProps
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false)
  const Icon = isVisible ? EyeOff : Eye
  return (
    <TextField
      {...fieldProps}
      type={isVisible ? 'text' : 'password'}
      // Browsers must not offer to correct or capitalise a visible password.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      icon={<Lock aria-hidden="true" className="h-5 w-5" />}
      trailing={
        <button
          type="button"
          aria-label={isVisible ? hideLabel : showLabel}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((visible) => !visible)}
          className="flex h-10 w-10 items-center justify-center rounded-lg text-gray-500 transition-colors hover:bg-orange-50 hover:text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </button>
      }
    />
  )
}
