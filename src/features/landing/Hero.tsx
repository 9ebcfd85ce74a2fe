import { useState } from 'react'
import { PawPrint } from 'lucide-react'
import { landing } from '../../i18n/es/landing'
import { CONTENT_MARK } from '../../ui/content-mark'
import { DemoModal } from './DemoModal'
import { HeroPreview } from './HeroPreview'

const t = landing.hero

export function Hero() {
  const [isDemoOpen, setDemoOpen] = useState(false)

  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-amber-200/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute top-1/2 -left-32 h-72 w-72 rounded-full bg-brand-100/70 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 pt-10 pb-16 sm:px-6 md:grid-cols-[1.15fr_1fr] md:pt-20 md:pb-24">
        <div className="text-center md:text-left">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <PawPrint aria-hidden="true" className="h-4 w-4" />
            {t.badge}
          </p>
          <h1
            id="hero-title"
            elementtiming={CONTENT_MARK}
            className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-gray-900 sm:text-5xl lg:text-[3.5rem]"
          >
            {t.titleStart}{' '}
            <span className="bg-gradient-to-r from-brand-600 to-amber-500 bg-clip-text text-transparent">
              {t.titleAccent}
            </span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-gray-600 md:mx-0">
            {t.subtitle}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center md:justify-start">
            <a
              href="/register"
              className="rounded-full bg-brand-500 px-7 py-3.5 text-center text-base font-semibold text-white shadow-lg shadow-brand-500/30 transition hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {t.start}
            </a>
            <button
              type="button"
              onClick={() => setDemoOpen(true)}
              className="flex items-center justify-center gap-2.5 rounded-full bg-white px-7 py-3.5 text-base font-semibold text-gray-900 shadow-sm ring-1 ring-gray-200 transition hover:ring-orange-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {/* A CSS triangle instead of another icon keeps the landing chunk small. */}
              <span
                aria-hidden="true"
                className="border-y-[6px] border-l-[10px] border-y-transparent border-l-brand-500"
              />
              {t.demo}
            </button>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-gray-500 md:justify-start">
            {t.trust.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <span aria-hidden="true" className="font-bold text-emerald-500">
                  ✓
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
      <DemoModal isOpen={isDemoOpen} onClose={() => setDemoOpen(false)} />
    </section>
  )
}
