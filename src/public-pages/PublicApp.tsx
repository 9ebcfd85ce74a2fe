import type { PublicPage } from '@contract/public-page'
import LandingPage from '../features/landing/LandingPage'
import { PublicAlertPage } from '../features/public-alert/PublicAlertPage'
import PublicPetPage from '../features/public-pet/PublicPetPage'
import { publicAlert } from '../i18n/es/public-alert'
import { publicPet } from '../i18n/es/public-pet'
import { VisitorNotice } from '../features/visitor/VisitorPage'

/**
 * One server-rendered public page, from the value the server wrote into it: the same tree on
 * the server (entry-server.tsx) and in the browser (hydrate.tsx), so hydration finds what the
 * server sent.
 */
export function PublicApp({ page }: { page: PublicPage }) {
  switch (page.kind) {
    case 'landing':
      return <LandingPage />
    case 'alert':
      return (
        <PublicAlertPage
          id={page.alert.id}
          initial={{ lostPet: page.alert }}
          forms={page.forms}
          photoPreview={page.photoPreview}
        />
      )
    case 'pet':
      return (
        <PublicPetPage
          petId={page.pet.id}
          initial={{ pet: page.pet }}
          forms={page.forms}
          photoPreview={page.photoPreview}
        />
      )
    case 'missing': {
      const texts = page.what === 'alert' ? publicAlert : publicPet
      return <VisitorNotice texts={texts} message={texts.notFound} />
    }
    case 'sent':
      return (
        <VisitorNotice texts={publicAlert} message={page.message} isSuccess>
          <a
            href={page.backHref}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {page.backLabel}
          </a>
        </VisitorNotice>
      )
  }
}
