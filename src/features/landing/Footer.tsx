import { landing } from '../../i18n/es/landing'
import { Brand } from './Brand'

const t = landing.footer

const linkClass =
  'rounded text-sm text-gray-400 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-brand-500'

export function Footer() {
  return (
    <footer className="bg-gray-950 px-4 pt-14 pb-8 sm:px-6">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <Brand tone="light" />
          <p className="mt-4 max-w-xs text-sm text-gray-400">{t.tagline}</p>
        </div>
        <nav aria-label={t.productHeading}>
          <h2 className="text-sm font-semibold text-white">{t.productHeading}</h2>
          <ul className="mt-4 space-y-3">
            {/* The spec's footer links lead nowhere yet: buttons, so they do not pretend to be
                navigation targets. */}
            {t.links.map((label) => (
              <li key={label}>
                <button type="button" className={linkClass}>
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t.legalHeading}>
          <h2 className="text-sm font-semibold text-white">{t.legalHeading}</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href="/terms" className={linkClass}>
                {t.terms}
              </a>
            </li>
            <li>
              <a href="/privacy" className={linkClass}>
                {t.privacy}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-12 max-w-6xl border-t border-white/10 pt-6 text-center text-xs text-gray-400 md:text-left">
        {t.copyright}
      </p>
    </footer>
  )
}
