import { legal } from '../../i18n/es/legal'
import { LegalLayout } from './LegalLayout'
import { LegalSections } from './LegalSections'

/** /terms or /privacy: the document's title, its revision date, intro and numbered sections. */
export function LegalPage({ document }: { document: 'terms' | 'privacy' }) {
  const t = legal[document]
  return (
    <LegalLayout title={t.title} meta={legal.updated} intro={t.intro}>
      <LegalSections sections={t.sections} />
    </LegalLayout>
  )
}
