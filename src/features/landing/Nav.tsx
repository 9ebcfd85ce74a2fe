import { landing } from '../../i18n/es/landing'
import { Brand } from './Brand'
import { scrollToSection } from './scroll-to-section'

const t = landing.nav

const anchors = [
  { id: 'features', label: t.features },
  { id: 'how-it-works', label: t.howItWorks },
  { id: 'testimonials', label: t.testimonials },
] as const

export function Nav() {
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100/70 bg-white/85 backdrop-blur-md">
      {/* One list for every width: on phones it wraps to a second row under the brand and the
          login button, so the anchors stay reachable without a hamburger menu. */}
      <nav
        aria-label={t.label}
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 px-4 sm:px-6"
      >
        <a
          href="#top"
          aria-label={t.home}
          onClick={(event) => scrollToSection(event, 'top')}
          className="flex h-16 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Brand />
        </a>
        <ul className="order-last flex w-full justify-center gap-6 pb-1 text-sm font-medium text-gray-600 md:order-none md:mx-auto md:w-auto md:gap-8 md:pb-0">
          {anchors.map(({ id, label }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                onClick={(event) => scrollToSection(event, id)}
                className="inline-flex min-h-8 items-center rounded transition-colors hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
        <a
          href="/login"
          className="ml-auto rounded-full bg-gray-900 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 md:ml-0"
        >
          {t.login}
        </a>
      </nav>
    </header>
  )
}
