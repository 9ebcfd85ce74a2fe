import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { emailChangeSchema, type EmailChangeInput } from '@contract/email-change.contract'
import { AuthForm, EmailField, SubmitButton, requestEmailChange, useOnlineForm } from '../auth'
import { changeEmail } from '../../i18n/es/change-email'
import { CurrentPasswordField } from './CurrentPasswordField'
import { FormDone } from './FormDone'

const t = changeEmail.form

/**
 * The address change: the new address and the current password, checked by the contract's
 * rules (the register form's, with their Spanish messages) before anything is sent. Sent at
 * once or not at all: the password is never put in the write queue, so offline the form says
 * it needs a connection. The server mails a link to the new address; the address changes when
 * that link is opened (ConfirmEmailPage), and this device's profile follows by replication.
 */
export function ChangeEmailForm({
  currentEmail,
  onClose,
}: {
  currentEmail: string | null
  onClose: () => void
}) {
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const { serverError, send } = useOnlineForm(t)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeInput>({
    resolver: zodResolver(emailChangeSchema),
    mode: 'onTouched',
    defaultValues: { newEmail: '', currentPassword: '' },
  })

  const onValid = handleSubmit(async (input) => {
    // A wrong password (403), a taken or unchanged address (409, 400) and the rate limits (429)
    // come back with the server's Spanish message.
    const sent = await send(() => requestEmailChange(input))
    if (sent.ok) setSentMessage(sent.value.message)
  })

  if (sentMessage) {
    return (
      <FormDone Icon={MailCheck} closeLabel={t.close} onClose={onClose}>
        <div className="space-y-1">
          <p>{sentMessage}</p>
          <p className="text-green-800">{t.sentHint}</p>
        </div>
      </FormDone>
    )
  }

  return (
    <AuthForm onSubmit={onValid} error={serverError}>
      {currentEmail ? <p className="text-sm text-gray-700">{t.current(currentEmail)}</p> : null}
      <EmailField label={t.newLabel} error={errors.newEmail?.message} {...register('newEmail')} />
      <CurrentPasswordField
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <p className="text-sm text-gray-600">{t.note}</p>
      <SubmitButton isLoading={isSubmitting} label={t.submit} loadingLabel={t.submitting} />
    </AuthForm>
  )
}
