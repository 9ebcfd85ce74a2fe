import { useEffect, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { HTTPError } from 'ky'
import { ShieldCheck } from 'lucide-react'
import { passwordMessages } from '@contract/password.contract'
import { password as texts } from '../../i18n/es/password'
import { sessionStore } from '../../session/session-store'
import { AuthLayout } from './components/AuthLayout'
import { AuthSwitch } from './components/AuthSwitch'
import { AuthForm } from './components/AuthForm'
import { NewPasswordFields } from './components/NewPasswordFields'
import { LinkChecking } from './components/LinkChecking'
import { SubmitButton, submitLinkClass } from './components/SubmitButton'
import { checkResetLink, resetPassword } from './password.api'
import { isOffline } from '../../api/online'
import { onlineFailureText } from '../../api/online-only'
import { resetFormSchema, type ResetFormInput } from './password-forms.schema'
import { useLinkToken } from './link-token'

const t = texts.reset

type Stage = 'checking' | 'ready' | 'invalid' | 'done'

/**
 * The server refused the link itself. Both calls answer 400 only for that: 'invalid-reset-link',
 * or a token too long to be one; the new password is checked by the form before it is sent.
 */
const isDeadLink = (error: unknown) => error instanceof HTTPError && error.response.status === 400

/**
 * /reset-password#token=…, opened from the reset e-mail: says at once when the link is spent,
 * expired or broken (with the way to ask again), else takes the new password. Using it ends
 * every session of the account, this device's too.
 */
export function ResetPasswordPage() {
  const token = useLinkToken()
  const [stage, setStage] = useState<Stage>(token ? 'checking' : 'invalid')
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<ResetFormInput>({
    resolver: zodResolver(resetFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  })
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form

  useEffect(() => {
    if (!token) return
    let isCurrent = true
    checkResetLink(token)
      .then(() => isCurrent && setStage('ready'))
      .catch(async (error: unknown) => {
        const isDead = isDeadLink(error)
        if (!isCurrent) return
        // Without an answer the link may still be good: let the user try when back online.
        setStage(isDead ? 'invalid' : 'ready')
        if (!isDead)
          setServerError(await onlineFailureText(error, { offline: t.offline, fallback: t.failed }))
      })
    return () => {
      isCurrent = false
    }
  }, [token])

  const onValid = handleSubmit(async ({ password }) => {
    setServerError(null)
    if (isOffline()) {
      setServerError(t.offline)
      return
    }
    try {
      await resetPassword({ token, password })
      // The server has ended every session; a session kept here would only meet 401s.
      if (sessionStore.getState().token) sessionStore.signOut()
      setStage('done')
    } catch (error) {
      if (isDeadLink(error)) setStage('invalid')
      else
        setServerError(await onlineFailureText(error, { offline: t.offline, fallback: t.failed }))
    }
  })

  const footer = <AuthSwitch prompt={t.remembered} to="/login" label={t.login} />
  const view = ((): { title: string; subtitle: string; body: ReactNode } => {
    switch (stage) {
      case 'checking':
        return { title: t.title, subtitle: t.checking, body: <LinkChecking label={t.checking} /> }
      case 'invalid':
        return {
          title: t.invalidTitle,
          subtitle: passwordMessages.resetLinkInvalid,
          body: (
            <Link to="/forgot-password" className={submitLinkClass}>
              {t.askAgain}
            </Link>
          ),
        }
      case 'done':
        return {
          title: t.doneTitle,
          subtitle: t.done,
          body: (
            <>
              <ShieldCheck aria-hidden="true" className="mx-auto mb-5 h-12 w-12 text-green-600" />
              <Link to="/login" className={submitLinkClass}>
                {t.login}
              </Link>
            </>
          ),
        }
      case 'ready':
        return {
          title: t.title,
          subtitle: t.subtitle,
          body: (
            <AuthForm onSubmit={onValid}>
              <NewPasswordFields form={form} name="password" texts={t} />
              <SubmitButton isLoading={isSubmitting} label={t.submit} loadingLabel={t.submitting} />
            </AuthForm>
          ),
        }
    }
  })()

  return (
    <AuthLayout
      heading={{ pageTitle: t.pageTitle, title: view.title, subtitle: view.subtitle }}
      // Once done, the page's own button leads to login; the 'remembered it?' link would repeat it.
      footer={stage === 'done' ? null : footer}
      error={stage === 'ready' ? serverError : null}
    >
      {view.body}
    </AuthLayout>
  )
}
