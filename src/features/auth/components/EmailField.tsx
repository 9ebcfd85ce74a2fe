import { Mail } from 'lucide-react'
import { auth } from '../../../i18n/es/auth'
import { TextField, type TextFieldProps } from './TextField'

/** The e-mail input every account form asks for, with its label, keyboard and autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label={auth.emailLabel}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={auth.emailPlaceholder}
      icon={<Mail aria-hidden="true" className="h-5 w-5" />}
      {...props}
    />
  )
}
