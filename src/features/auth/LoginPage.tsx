import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import { loginSchema } from '@contract/auth.contract'
import { errorMessage } from '../../api/http'
import { auth } from '../../i18n/es/auth'
import { login } from './auth.api'
import { sessionStore } from '../../session/session-store'
import { AuthLayout } from './components/AuthLayout'
import { AuthSwitch, authLinkClass } from './components/AuthSwitch'
import { AuthForm } from './components/AuthForm'
import { PasswordField } from './components/PasswordField'
import { SubmitButton } from './components/SubmitButton'
import { EmailField } from './components/EmailField'

const t = auth.login

export default function LoginPage() {
  const navigate = useNavigate()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  })

  const onValid = handleSubmit(async (credentials) => {
    setServerError(null)
    try {
      const { user, token } = await login(credentials)
      sessionStore.signIn(user, token)
      await navigate({ to: '/', replace: true })
    } catch (error) {
      // A wrong password (401) or too many attempts (429) come with the server's own message.
      setServerError(await errorMessage(error, t.failed))
    }
  })

  return (
    <AuthLayout
      heading={t}
      footer={<AuthSwitch prompt={t.noAccount} to="/register" label={t.register} />}
      error={serverError}
    >
      <AuthForm onSubmit={onValid}>
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={auth.passwordLabel}
          autoComplete="current-password"
          placeholder={t.passwordPlaceholder}
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className={`text-sm ${authLinkClass}`}>
            {t.forgotPassword}
          </Link>
        </div>
        <SubmitButton isLoading={isSubmitting} label={t.submit} loadingLabel={t.submitting} />
      </AuthForm>
    </AuthLayout>
  )
}
