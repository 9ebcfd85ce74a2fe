import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { PawPrint, Plus } from 'lucide-react'
import { home as t } from '../../i18n/es/home'

/** For a user without pets: matching needs one, browsing does not. */
export function WelcomeBanner({ name }: { name: string }) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-gradient-to-br from-brand-500 to-amber-500 p-5 text-white shadow-md"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/20">
          <PawPrint aria-hidden="true" className="h-6 w-6" />
        </span>
        <div>
          <h2 id={titleId} className="text-lg leading-snug font-bold">
            {t.welcomeTitle(name)}
          </h2>
          <p className="mt-1 text-sm text-white/90">{t.welcomeText}</p>
        </div>
      </div>
      <Link
        to="/profile"
        className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-full bg-white px-4 py-2.5 font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
      >
        <Plus aria-hidden="true" className="h-5 w-5" />
        {t.addPet}
      </Link>
    </section>
  )
}
