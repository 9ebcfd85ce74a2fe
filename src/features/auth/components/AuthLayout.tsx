import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, PawPrint } from 'lucide-react'
import { common } from '../../../i18n/es/common'
import { auth } from '../../../i18n/es/auth'
import { FormError } from './FormError'

/** What a sign-in screen is called: each screen's section of i18n holds these three. */
export interface AuthHeading {
  /** Sets the document title while the screen is shown. */
  pageTitle: string
  title: string
  subtitle: string
}

interface AuthLayoutProps {
  heading: AuthHeading
  children: ReactNode
  /** Below the card: the link to the other sign-in screen. */
  footer: ReactNode
  /** Why the last submit failed (the server's message), atop the form. */
  error?: string | null
}

/** The warm full-page frame of the sign-in screens (login, register, password, e-mail): back link, brand, card. */
export function AuthLayout({ heading, children, footer, error }: AuthLayoutProps) {
  const { pageTitle, title, subtitle } = heading
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-orange-50 to-amber-100 px-4 pt-4 pb-10">
      <title>{`${pageTitle} · ${common.appName}`}</title>
      <div className="mx-auto flex w-full max-w-md flex-col">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 self-start rounded-full px-3 py-2 text-sm font-medium text-gray-700 transition-colors hover:bg-white/70 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {auth.backHome}
        </Link>

        <header className="mt-2 flex flex-col items-center text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-600 text-white shadow-lg shadow-orange-500/30">
            <PawPrint aria-hidden="true" className="h-8 w-8" />
          </span>
          <p className="mt-2 text-2xl font-extrabold tracking-tight text-brand-700">
            {common.appName}
          </p>
          <p className="mt-0.5 text-sm text-gray-600">{auth.brandTagline}</p>
        </header>

        <main className="mt-5 rounded-3xl bg-white p-6 shadow-xl shadow-orange-900/10 ring-1 ring-orange-100 sm:p-8">
          <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
          <p className="mt-1 text-sm text-gray-600">{subtitle}</p>
          <div className="mt-6">
            <FormError error={error} />
            {children}
          </div>
        </main>

        <div className="mt-6 text-center text-sm text-gray-700">{footer}</div>
      </div>
    </div>
  )
}
