import { Heart, MessageCircle, ShieldCheck, Siren, Stethoscope, Store } from 'lucide-react'
import { landing } from '../../i18n/es/landing'
import { LandingSection } from './LandingSection'

const t = landing.features
const [compatibility, chat, verified, lostPets, health, services] = t.items

const cards = [
  { Icon: Heart, ...compatibility },
  { Icon: MessageCircle, ...chat },
  { Icon: ShieldCheck, ...verified },
  { Icon: Siren, ...lostPets },
  { Icon: Stethoscope, ...health },
  { Icon: Store, ...services },
]

export function FeatureGrid() {
  return (
    <LandingSection id="features" heading={t}>
      <ul className="mx-auto mt-12 grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ Icon, title, text }) => (
          <li
            key={title}
            className="flex gap-4 rounded-2xl border border-gray-100 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md sm:block sm:p-6"
          >
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-gray-900 sm:mt-5">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-gray-600 sm:mt-2">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
