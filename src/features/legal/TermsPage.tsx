import { legal } from '../../i18n/es/legal'
import { LegalLayout } from './LegalLayout'
import { LegalSections } from './LegalSections'

const t = legal.terms

export function TermsPage() {
  return (
    <LegalLayout title={t.title} meta={legal.updated} intro={t.intro}>
      <LegalSections sections={t.sections} />
    </LegalLayout>
  )
}
