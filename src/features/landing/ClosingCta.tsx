import { PawPrint } from 'lucide-react'
import { landing } from '../../i18n/es/landing'

const t = landing.cta

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 md:pb-28">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-500 via-brand-600 to-rose-500 px-6 py-14 text-center text-white shadow-2xl shadow-brand-600/25 sm:px-12">
        <PawPrint
          aria-hidden="true"
          className="absolute -top-6 -left-6 h-32 w-32 -rotate-12 text-white/10"
        />
        <PawPrint
          aria-hidden="true"
          className="absolute -right-8 -bottom-8 h-40 w-40 rotate-12 text-white/10"
        />
        <h2
          id="cta-title"
          className="relative mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {t.title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-base text-pretty text-white/90 sm:text-lg">
          {t.subtitle}
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href="/register"
            className="rounded-full bg-white px-7 py-3.5 text-base font-semibold text-brand-700 shadow-lg transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t.register}
          </a>
          <a
            href="/login"
            className="rounded-full px-7 py-3.5 text-base font-semibold text-white ring-2 ring-white/70 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t.login}
          </a>
        </div>
      </div>
    </section>
  )
}
