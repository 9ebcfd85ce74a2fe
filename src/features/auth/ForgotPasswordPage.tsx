import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { forgotPasswordSchema } from '@contract/password.contract'
import { password } from '../../i18n/es/password'
import { AuthLayout } from './components/AuthLayout'
import { AuthSwitch, authLinkClass } from './components/AuthSwitch'
import { AuthForm } from './components/AuthForm'
import { SubmitButton } from './components/SubmitButton'
import { EmailField } from './components/EmailField'
import { requestPasswordReset } from './password.api'
import { useOnlineForm } from './use-online-form'
import { Notice } from '../../ui/Notice'

const t = password.forgot

/**
 * /forgot-password: asks for the account's e-mail and has the server mail a reset link. The
 * answer is the same whether the address has an account or not, and so is this screen.
 */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { serverError, send } = useOnlineForm(t)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })

  const onValid = handleSubmit(async ({ email }) => {
    const sent = await send(() => requestPasswordReset({ email }))
    if (sent.ok) setSentTo(email)
  })

  const footer = <AuthSwitch prompt={t.remembered} to="/login" label={t.login} />

  if (sentTo !== null) {
    return (
      <AuthLayout
        heading={{ pageTitle: t.pageTitle, title: t.sentTitle, subtitle: t.sent(sentTo) }}
        footer={footer}
      >
        <Notice kind="success" icon={MailCheck}>
          {t.sentHint}
        </Notice>
        <button
          type="button"
          onClick={() => {
            reset()
            setSentTo(null)
          }}
          className={`mt-5 min-h-11 ${authLinkClass}`}
        >
          {t.sendAnother}
        </button>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout heading={t} footer={footer} error={serverError}>
      <AuthForm onSubmit={onValid}>
        <EmailField error={errors.email?.message} {...register('email')} />
        <SubmitButton isLoading={isSubmitting} label={t.submit} loadingLabel={t.submitting} />
      </AuthForm>
    </AuthLayout>
  )
}
