import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { PawPrint } from 'lucide-react'
import { common } from '../../i18n/es/common'
import { legal } from '../../i18n/es/legal'
import { useSession } from '../../session/use-session'
import { BackLink } from './BackLink'

interface LegalLayoutProps {
  title: string
  /** Shown under the title, e.g. the date of the last revision. */
  meta?: string
  intro?: string
  children: ReactNode
}

/** Readable single-column page for /terms and /privacy. */
export function LegalLayout({ title, meta, intro, children }: LegalLayoutProps) {
  const { user } = useSession()
  return (
    <div className="min-h-full bg-brand-50/40">
      {/* Signed-in users already have the app shell's header; visitors get the brand bar. */}
      {user ? null : (
        <header className="border-b border-brand-100 bg-white">
          <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
            <Link
              to="/"
              aria-label={legal.home}
              className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-amber-400 text-white">
                <PawPrint aria-hidden="true" className="h-5 w-5" strokeWidth={2.25} />
              </span>
              <span className="text-xl font-extrabold tracking-tight text-gray-900">
                {common.appName}
              </span>
            </Link>
          </div>
        </header>
      )}
      <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
        <BackLink />
        <article className="mt-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-900/5 sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-gray-900 sm:text-4xl">
            {title}
          </h1>
          {meta ? <p className="mt-2 text-sm text-gray-500">{meta}</p> : null}
          {intro ? (
            <p className="mt-6 text-lg leading-relaxed text-pretty text-gray-700">{intro}</p>
          ) : null}
          <div className="mt-8">{children}</div>
        </article>
      </main>
    </div>
  )
}
