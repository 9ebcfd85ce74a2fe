import { Link } from '@tanstack/react-router'
import { Mail } from 'lucide-react'
import { legal } from '../../i18n/es/legal'
import { LegalLayout } from './LegalLayout'
import { TextWithEmails } from './TextWithEmails'

const t = legal.forgotPassword
const mailto = `mailto:${legal.supportEmail}?subject=${encodeURIComponent(t.mailSubject)}`

/** Password reset by e-mail does not exist yet: say so, and say how to get help instead. */
export function ForgotPasswordPage() {
  return (
    <LegalLayout title={t.title} intro={t.lead}>
      <h2 className="text-xl font-semibold text-gray-900">{t.stepsTitle}</h2>
      <ol className="mt-5 space-y-4">
        {t.steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
            >
              {index + 1}
            </span>
            <p className="pt-1 leading-relaxed text-gray-700">
              <TextWithEmails text={step} />
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-6 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
        {t.warning}
      </p>
      <a
        href={mailto}
        className="mt-8 flex w-full items-center justify-center gap-2 rounded-full bg-brand-500 px-6 py-3.5 font-semibold text-white shadow-lg shadow-brand-500/25 transition hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:w-auto sm:inline-flex"
      >
        <Mail aria-hidden="true" className="h-5 w-5" />
        {t.write}
      </a>
      <p className="mt-8 border-t border-gray-100 pt-6 text-center text-sm text-gray-600 sm:text-left">
        {t.remembered}{' '}
        <Link
          to="/login"
          className="font-semibold text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {t.backToLogin}
        </Link>
      </p>
    </LegalLayout>
  )
}
