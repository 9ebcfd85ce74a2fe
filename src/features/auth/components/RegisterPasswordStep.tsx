import { useId } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CircleAlert } from 'lucide-react'
import { auth } from '../../../i18n/es/auth'
import type { RegisterFormInput, RegisterFormOutput } from '../register-form.schema'
import { NewPasswordFields } from './NewPasswordFields'
import { SubmitButton } from './SubmitButton'
import { Button } from '../../../ui/Button'

interface RegisterPasswordStepProps {
  form: UseFormReturn<RegisterFormInput, unknown, RegisterFormOutput>
  onBack: () => void
}

const t = auth.register
const termsLinkClass =
  'rounded font-semibold text-brand-600 underline underline-offset-2 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none'

/** Step 2 of the wizard: password, confirmation and terms, then 'Crear cuenta'. */
export function RegisterPasswordStep({ form, onBack }: RegisterPasswordStepProps) {
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const [password, confirmPassword, terms] = useWatch({
    control,
    name: ['password', 'confirmPassword', 'terms'],
  })
  const termsId = useId()
  const termsErrorId = `${termsId}-error`

  return (
    <div className="space-y-4">
      <NewPasswordFields form={form} name="password" texts={t} />

      <div>
        <div className="flex items-start gap-3 rounded-xl bg-orange-50/70 p-3">
          <input
            id={termsId}
            type="checkbox"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? termsErrorId : undefined}
            className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
            {...register('terms')}
          />
          <label htmlFor={termsId} className="cursor-pointer text-sm leading-5 text-gray-700">
            {t.termsBefore}
            {/* A new tab, so what was typed here is still here when the user comes back. */}
            <Link to="/terms" target="_blank" rel="noopener" className={termsLinkClass}>
              {t.termsLink}
            </Link>
            {t.termsBetween}
            <Link to="/privacy" target="_blank" rel="noopener" className={termsLinkClass}>
              {t.privacyLink}
            </Link>
          </label>
        </div>
        {errors.terms?.message && (
          <p
            id={termsErrorId}
            role="alert"
            className="mt-1.5 flex items-start gap-1 text-sm text-red-700"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {errors.terms.message}
          </p>
        )}
      </div>

      <div className="flex gap-3 pt-2">
        <Button onClick={onBack} disabled={isSubmitting} variant="outline" size="lg">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t.back}
        </Button>
        {/* Spec §5: submit is disabled while the terms are unticked or the passwords differ.
            aria-disabled rather than disabled: it reads and looks disabled, yet a press still
            reaches the form, whose check then says why ('Debes aceptar los términos y
            condiciones') and moves the focus there, instead of a button that does nothing. */}
        <SubmitButton
          className="flex-1"
          isLoading={isSubmitting}
          aria-disabled={!terms || password !== confirmPassword || undefined}
          label={t.submit}
          loadingLabel={t.submitting}
        />
      </div>
    </div>
  )
}
