import { PawPrint } from 'lucide-react'
import { lostPets } from '../../../i18n/es/lost-pets'
import { ImageWithFallback } from '../../../ui/ImageWithFallback'
import type { FlyerFacts } from './flyer-facts'
import { FlyerQr } from './FlyerQr'

const t = lostPets.flyer

/**
 * The flyer as one sheet, the same on screen and on paper: every size is a
 * share of the sheet's width (flyer.css), so the phone shows a faithful preview and print
 * draws it 186 mm wide, which fits A4 and Letter alike. The photo takes the height the texts
 * leave, so the sheet never spills onto a second page.
 */
export function FlyerSheet({ facts }: { facts: FlyerFacts }) {
  const about = [
    facts.breed ? `${t.breed}: ${facts.breed}` : null,
    facts.color ? `${t.color}: ${facts.color}` : null,
  ].filter(Boolean)
  return (
    <div className="flyer-page">
      <article className="flyer-sheet" aria-label={t.title(facts.name)}>
        <p className="flyer-heading">{facts.heading}</p>
        <div className="flyer-photo">
          <ImageWithFallback
            path={facts.photos}
            alt={t.photoAlt(facts.name)}
            className="flyer-photo-image"
            fallback={
              <span className="flyer-photo-missing">
                <PawPrint aria-hidden="true" className="flyer-photo-icon" />
                {t.noPhoto}
              </span>
            }
          />
        </div>
        <h3 className="flyer-name">{facts.name}</h3>
        {about.length > 0 ? <p className="flyer-detail">{about.join(' · ')}</p> : null}
        <p className="flyer-detail">
          <strong>{t.lastSeen}:</strong> {facts.place}. {facts.seen}
        </p>
        {facts.description ? (
          <p className="flyer-detail flyer-description">{facts.description}</p>
        ) : null}
        {facts.reward ? (
          <p className="flyer-reward">
            {t.reward.toUpperCase()}: {facts.reward}
          </p>
        ) : null}
        <div className="flyer-contact">
          <div className="flyer-contact-text">
            <p>{t.contact}</p>
            <p className="flyer-phone">{facts.phone}</p>
            <p className="flyer-scan">{t.scan}</p>
          </div>
          <FlyerQr url={facts.url} label={t.qrAlt(facts.url)} className="flyer-qr" />
        </div>
        <p className="flyer-url">{facts.url}</p>
      </article>
    </div>
  )
}
