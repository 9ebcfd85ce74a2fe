import { useWatch, type UseFormReturn } from 'react-hook-form'
import { Phone, UserRound } from 'lucide-react'
import { auth } from '../../../i18n/es/auth'
import type { RegisterFormInput, RegisterFormOutput } from '../register-form.schema'
import { EmailField } from './EmailField'
import { SubmitButton } from './SubmitButton'
import { TextField } from '../../../ui/TextField'

interface RegisterDetailsStepProps {
  form: UseFormReturn<RegisterFormInput, unknown, RegisterFormOutput>
  /** Id of the form's error box, which carries the server's word on the e-mail (409). */
  alertId: string
}

const t = auth.register

/** Step 1 of the wizard: who you are. 'Continuar' submits the form, which moves to step 2. */
export function RegisterDetailsStep({ form, alertId }: RegisterDetailsStepProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form
  const [name, email] = useWatch({ control, name: ['name', 'email'] })
  const canContinue = name.trim() !== '' && email.trim() !== ''

  return (
    <div className="space-y-4">
      <TextField
        label={t.nameLabel}
        autoComplete="name"
        autoCapitalize="words"
        placeholder={t.namePlaceholder}
        icon={<UserRound aria-hidden="true" className="h-5 w-5" />}
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField
        error={errors.email?.message}
        // A 409 marks the e-mail without a message of its own: the error box says why.
        isInvalid={errors.email !== undefined}
        describedBy={errors.email?.type === 'server' ? alertId : undefined}
        {...register('email')}
      />
      <TextField
        label={t.phoneLabel}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t.phonePlaceholder}
        icon={<Phone aria-hidden="true" className="h-5 w-5" />}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SubmitButton
        className="mt-2"
        isLoading={false}
        disabled={!canContinue}
        label={t.continue}
        loadingLabel={t.continue}
      />
    </div>
  )
}
