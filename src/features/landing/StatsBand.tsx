import { landing } from '../../i18n/es/landing'

const t = landing.stats

export function StatsBand() {
  return (
    <section aria-label={t.label} className="px-4 sm:px-6">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-y-8 rounded-3xl bg-gradient-to-r from-brand-500 via-brand-500 to-amber-500 px-6 py-8 text-center text-white shadow-xl shadow-brand-500/20 md:grid-cols-4 md:py-10">
        {t.items.map(({ value, label }) => (
          // Label first in the markup (a <dt> precedes its <dd>), figure first on screen.
          <div key={label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-medium text-white/85">{label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight sm:text-4xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
