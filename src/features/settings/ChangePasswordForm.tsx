import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldCheck } from 'lucide-react'
import {
  AuthForm,
  NewPasswordFields,
  SubmitButton,
  changePassword,
  useOnlineForm,
  changePasswordFormSchema,
  type ChangePasswordFormInput,
} from '../auth'
import { password } from '../../i18n/es/password'
import { CurrentPasswordField } from './CurrentPasswordField'
import { FormDone } from './FormDone'

const t = password.change

/**
 * The password change: the current password, the new one twice. Sent at once or not at all: a
 * password is never put in the write queue, so offline the form says it needs a connection.
 * The server keeps this device signed in and signs every other one out.
 */
export function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const [isDone, setIsDone] = useState(false)
  const { serverError, send } = useOnlineForm(t)
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form

  const onValid = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    // A wrong current password comes back as a 403 with the server's Spanish message.
    const sent = await send(() => changePassword({ currentPassword, newPassword: next }))
    if (sent.ok) setIsDone(true)
  })

  if (isDone) {
    return (
      <FormDone Icon={ShieldCheck} closeLabel={t.close} onClose={onClose}>
        <p>{t.done}</p>
      </FormDone>
    )
  }

  return (
    <AuthForm onSubmit={onValid} error={serverError}>
      <CurrentPasswordField
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields form={form} name="newPassword" texts={t} />
      <p className="text-sm text-gray-600">{t.note}</p>
      <SubmitButton isLoading={isSubmitting} label={t.submit} loadingLabel={t.submitting} />
    </AuthForm>
  )
}
