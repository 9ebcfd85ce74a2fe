import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { confirmPasswordError } from '../password-confirm'
import { PasswordField } from './PasswordField'

/** The words of one password field; without show/hide, PasswordField's own are used. */
export interface PasswordFieldTexts {
  label: string
  placeholder?: string
  hint?: string
  show?: string
  hide?: string
}

/** A form that asks for a new password twice: the new one under any name, then 'confirmPassword'. */
type NewPasswordForm = FieldValues & { confirmPassword: string }

interface NewPasswordFieldsProps<T extends NewPasswordForm, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>
  /** the new password's field: 'password' when signing up or resetting, 'newPassword' when changing */
  name: Path<T>
  texts: { newPassword: PasswordFieldTexts; confirmPassword: PasswordFieldTexts }
}

/**
 * The new password and its confirmation, as registering, resetting and changing a password all
 * ask for them: both are 'new-password' fields (so password managers offer to generate and save),
 * and the confirmation says it differs while it is typed (password-confirm.ts).
 */
export function NewPasswordFields<T extends NewPasswordForm, TOutput>({
  form,
  name,
  texts,
}: NewPasswordFieldsProps<T, TOutput>) {
  const { control, register, getFieldState, formState } = form
  const confirmName = 'confirmPassword' as Path<T>
  const [password, confirmation] = useWatch({ control, name: [name, confirmName] })
  const fields = [
    { name, texts: texts.newPassword, error: getFieldState(name, formState).error?.message },
    {
      name: confirmName,
      texts: texts.confirmPassword,
      error: confirmPasswordError(
        String(password ?? ''),
        String(confirmation ?? ''),
        getFieldState(confirmName, formState).error?.message,
      ),
    },
  ]
  return fields.map((field) => (
    <PasswordField
      key={field.name}
      label={field.texts.label}
      autoComplete="new-password"
      placeholder={field.texts.placeholder}
      hint={field.texts.hint}
      showLabel={field.texts.show}
      hideLabel={field.texts.hide}
      error={field.error}
      {...register(field.name)}
    />
  ))
}
