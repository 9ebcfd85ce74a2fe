import { landing } from '../../i18n/es/landing'
import { LandingSection } from './LandingSection'

const t = landing.steps

export function Steps() {
  return (
    <LandingSection id="how-it-works" heading={t} isTinted>
      <ol className="relative mx-auto mt-12 grid max-w-5xl gap-10 md:grid-cols-3 md:gap-8">
        {/* The dashed line joining the three numbers on wide screens. */}
        <span
          aria-hidden="true"
          className="absolute top-7 right-[16.6%] left-[16.6%] hidden border-t-2 border-dashed border-orange-200 md:block"
        />
        {t.items.map(({ title, text }, index) => (
          <li key={title} className="relative flex flex-col items-center text-center">
            <span
              aria-hidden="true"
              className="flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-amber-500 text-xl font-extrabold text-white shadow-lg shadow-brand-500/30"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-semibold text-gray-900">{title}</h3>
            <p className="mt-2 max-w-xs text-sm leading-relaxed text-gray-600">{text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  )
}
