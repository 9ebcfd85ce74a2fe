import type { PublicPage } from '@contract/public-page'
import { LandingPage } from '../features/landing'
import { PublicAlertPage } from '../features/public-alert'
import { PublicFoundPage } from '../features/public-found'
import { PublicPetPage } from '../features/public-pet'
import { publicAlert } from '../i18n/es/public-alert'
import { publicFound } from '../i18n/es/public-found'
import { publicPet } from '../i18n/es/public-pet'
import { VisitorNotice } from '../features/visitor'

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
    case 'found':
      return (
        <PublicFoundPage
          id={page.report.id}
          initial={{ success: true, foundReport: page.report }}
          photoPreview={page.photoPreview}
        />
      )
    case 'missing': {
      const texts = { alert: publicAlert, pet: publicPet, found: publicFound }[page.what]
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
