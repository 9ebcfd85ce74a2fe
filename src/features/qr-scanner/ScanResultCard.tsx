import type { ReactNode } from 'react'
import { CircleCheck, CircleX, ExternalLink } from 'lucide-react'
import { foundPets } from '../../i18n/es/found-pets'
import { qrScanner as t } from '../../i18n/es/qr-scanner'
import { LostPetHelp } from './LostPetHelp'
import type { ScannerLostPets } from './scanner-services'
import type { ScanOutcome } from './use-qr-scanner'
import { Button, buttonClassName } from '../../ui/Button'

interface ScanResultCardProps {
  outcome: ScanOutcome
  onScanAgain: () => void
  onOpenPet: (petId: string) => void
  /** an unknown code on a pet: 'Encontré una mascota' on /lost-pets */
  onReportFound: () => void
  lostPets: ScannerLostPets
}

/**
 * The scan's result (spec §2 'QR scanner', §5 'QR scan', §8 'QR'): the success card for a pet
 * (name, breed, owner contact if present) or a link, each 'Redirigiendo...'; the failure card
 * 'Código no reconocido' with 'Escanear otro código'. A lost pet's card does not leave: it
 * offers to report where the pet was found.
 */
export function ScanResultCard({
  outcome,
  onScanAgain,
  onOpenPet,
  onReportFound,
  lostPets,
}: ScanResultCardProps) {
  switch (outcome.kind) {
    case 'pet': {
      const { payload, alert } = outcome
      return (
        <Card tone="success" title={t.success}>
          <div className="rounded-2xl bg-gray-50 p-3 text-left">
            {payload.name ? (
              <p className="text-lg font-bold text-gray-900">{payload.name}</p>
            ) : null}
            {payload.breed ? (
              <p className="text-sm text-gray-700">
                {t.breed}: {payload.breed}
              </p>
            ) : null}
            {payload.ownerContact ? (
              <p className="text-sm text-gray-700">
                {t.contact}: {payload.ownerContact}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-gray-600">{t.petMessage}</p>
          {alert ? (
            <LostPetHelp
              alert={alert}
              onOpenPet={() => onOpenPet(payload.petId)}
              reportHere={lostPets.reportSightingHere}
            />
          ) : (
            <Redirecting />
          )}
        </Card>
      )
    }
    case 'link':
      return (
        <Card tone="success" title={t.success}>
          <p className="text-sm text-gray-600">{t.linkMessage}</p>
          <a
            href={outcome.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({})}
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {t.openLink}
          </a>
          <p className="text-xs break-all text-gray-500">{outcome.url}</p>
          <Redirecting />
        </Card>
      )
    case 'unknown':
    case 'error':
      return (
        <Card tone="failure" title={t.failure}>
          <p role="alert" className="text-sm text-gray-700">
            {outcome.kind === 'unknown' ? t.notRecognised : t.processingError}
          </p>
          <Button onClick={onScanAgain}>{t.scanAgain}</Button>
          {outcome.kind === 'unknown' ? (
            <button
              type="button"
              onClick={onReportFound}
              className="min-h-11 rounded-xl bg-sky-700 px-4 font-semibold text-white hover:bg-sky-800"
            >
              {foundPets.open}
            </button>
          ) : null}
        </Card>
      )
  }
}

function Card(props: { tone: 'success' | 'failure'; title: string; children: ReactNode }) {
  const Icon = props.tone === 'success' ? CircleCheck : CircleX
  return (
    <section
      aria-label={props.title}
      className="mx-4 flex max-h-full w-[calc(100%-2rem)] max-w-sm flex-col gap-3 overflow-y-auto rounded-3xl bg-white p-5 text-center text-gray-900 shadow-2xl"
    >
      <Icon
        aria-hidden="true"
        className={`mx-auto h-12 w-12 ${props.tone === 'success' ? 'text-emerald-500' : 'text-red-500'}`}
      />
      <h3 className="text-xl font-bold">{props.title}</h3>
      {props.children}
    </section>
  )
}

function Redirecting() {
  return (
    <p role="status" className="text-sm font-medium text-brand-700">
      {t.redirecting}
    </p>
  )
}
