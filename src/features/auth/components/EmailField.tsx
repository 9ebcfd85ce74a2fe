import { Mail } from 'lucide-react'
import { auth } from '../../../i18n/es/auth'
import { TextField, type TextFieldProps } from '../../../ui/TextField'

/**
 * The e-mail input every account form asks for, with its label, keyboard and autofill; a form
 * asking for another address than the account's ('Nuevo correo electrónico') names its own.
 */
export function EmailField({
  label = auth.emailLabel,
  ...props
}: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={auth.emailPlaceholder}
      icon={<Mail aria-hidden="true" className="h-5 w-5" />}
      {...props}
    />
  )
}
