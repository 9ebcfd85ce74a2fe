import { useEffect, useId, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { HTTPError } from 'ky'
import { errorMessage, isNetworkError } from '../../api/http'
import { auth } from '../../i18n/es/auth'
import { register as registerAccount } from './auth.api'
import { sessionStore } from '../../session/session-store'
import {
  registerFormSchema,
  registerStepOneFields,
  type RegisterFormInput,
  type RegisterFormOutput,
} from './register-form.schema'
import { AuthLayout } from './components/AuthLayout'
import { AuthSwitch } from './components/AuthSwitch'
import { RegisterDetailsStep } from './components/RegisterDetailsStep'
import { RegisterPasswordStep } from './components/RegisterPasswordStep'
import { StepIndicator } from './components/StepIndicator'
import { useUnsavedForm } from '../../ui/unsaved-forms'
import { FormError } from './components/FormError'

const t = auth.register
const TOTAL_STEPS = 2

type Step = 1 | 2

export default function RegisterPage() {
  // An app update waits while this text exists only here (src/ui/unsaved-forms).
  const markEdited = useUnsavedForm()
  const navigate = useNavigate()
  const alertId = useId()
  const [step, setStep] = useState<Step>(1)
  // Which field gets the focus once a step change has rendered (none on first load).
  const [focusTarget, setFocusTarget] = useState<keyof RegisterFormInput | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      terms: false,
    },
  })
  const { setFocus } = form

  useEffect(() => {
    if (focusTarget) setFocus(focusTarget)
  }, [step, focusTarget, setFocus])

  function goToStep(next: Step, focus: keyof RegisterFormInput) {
    setServerError(null)
    setStep(next)
    setFocusTarget(focus)
  }

  async function continueToPasswords() {
    const isValid = await form.trigger([...registerStepOneFields], { shouldFocus: true })
    if (isValid) goToStep(2, 'password')
  }

  const createAccount = form.handleSubmit(async ({ name, email, phone, password }) => {
    setServerError(null)
    try {
      const { user, token } = await registerAccount({ name, email, phone, password })
      sessionStore.signIn(user, token)
      await navigate({ to: '/', replace: true })
    } catch (error) {
      if (!(error instanceof HTTPError) && !isNetworkError(error)) {
        // Not an answer and not the network: e.g. a body that is not JSON.
        setServerError(t.formException)
        return
      }
      const message = await errorMessage(error, t.failed)
      if (error instanceof HTTPError && error.response.status === 409) {
        // The e-mail is taken: send the user back to where it can be changed.
        goToStep(1, 'email')
        form.setError('email', { type: 'server' })
      }
      setServerError(message)
    }
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (step === 1) {
      // Enter in a step-1 field (or 'Continuar') moves on instead of creating the account.
      event.preventDefault()
      void continueToPasswords()
      return
    }
    void createAccount(event)
  }

  return (
    <AuthLayout
      heading={t}
      footer={<AuthSwitch prompt={t.haveAccount} to="/login" label={t.login} />}
    >
      <StepIndicator
        current={step}
        total={TOTAL_STEPS}
        label={t.step(step, TOTAL_STEPS)}
        stepName={t.stepNames[step - 1] ?? ''}
      />
      <FormError error={serverError} id={alertId} />
      <form onInput={markEdited} noValidate onSubmit={onSubmit}>
        {step === 1 ? (
          <RegisterDetailsStep key="details" form={form} alertId={alertId} />
        ) : (
          <RegisterPasswordStep key="passwords" form={form} onBack={() => goToStep(1, 'name')} />
        )}
      </form>
    </AuthLayout>
  )
}
