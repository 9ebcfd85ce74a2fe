import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { CheckCircle2, Clock, X } from 'lucide-react'
import { cremationMessages, cremationRequestSchema } from '@contract/cremation.contract'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { ModalDialog } from '../../ui/ModalDialog'
import { Spinner } from '../../ui/Spinner'
import { funeral } from '../../i18n/es/funeral'
import { CremationForm } from './CremationForm'
import { CremationPackageCard } from './CremationPackageCard'
import { CremationSummary } from './CremationSummary'
import { requestCremation, type CremationResult } from './cremation.actions'
import { draftInput, emptyDraft, type CremationDraft } from './cremation-draft'
import { Button } from '../../ui/Button'
import { DialogActions } from '../../ui/DialogActions'

const t = funeral.dialog

export type CremationStep = 1 | 2 | 3 | 4

interface CremationDialogProps {
  packages: ServiceFeedDoc[]
  /** the package chosen on the page: the dialog opens at step 2 with it; none: at step 1 */
  initialServiceId: string | null
  onClose: () => void
  /** step 4's 'Volver a Servicios' */
  onBackToServices: () => void
}

function StepIndicator({ step }: { step: CremationStep }) {
  return (
    <ol aria-label={t.stepsLabel} className="mb-4 flex items-center gap-1">
      {t.stepNames.map((name, index) => {
        const number = (index + 1) as CremationStep
        const isDone = number < step
        const isCurrent = number === step
        return (
          <li
            key={name}
            aria-current={isCurrent ? 'step' : undefined}
            aria-label={t.stepLabel(number, name)}
            className={`flex items-center gap-1 ${number < 4 ? 'flex-1' : ''}`}
          >
            <span
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                isCurrent
                  ? 'bg-brand-600 text-white'
                  : isDone
                    ? 'bg-brand-100 text-brand-800'
                    : 'bg-gray-100 text-gray-600'
              }`}
            >
              {number}
            </span>
            {number < 4 ? (
              <span
                aria-hidden="true"
                className={`h-0.5 flex-1 rounded ${isDone ? 'bg-brand-400' : 'bg-gray-200'}`}
              />
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}

/**
 * The cremation / memorial request dialog (spec §2, §4 'Cremation dialog'): 1 choose a package,
 * 2 personalise (running total; 'Volver' to 1, 'Confirmar Servicio'), 3 confirmation while the
 * request is sent, 4 sent, with the server's summary once it answered ('Volver a Servicios',
 * 'Cerrar'). The backdrop and Esc close it, except while sending.
 */
export function CremationDialog({
  packages,
  initialServiceId,
  onClose,
  onBackToServices,
}: CremationDialogProps) {
  const initial = packages.find((item) => item.id === initialServiceId) ?? null
  const [step, setStep] = useState<CremationStep>(initial ? 2 : 1)
  const [service, setService] = useState<ServiceFeedDoc | null>(initial)
  const [draft, setDraft] = useState<CremationDraft>(emptyDraft)
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<Extract<CremationResult, { ok: true }> | null>(null)
  const isBusy = step === 3
  const titleId = useId()
  const bodyRef = useRef<HTMLDivElement>(null)
  // Each step starts at its top: the dialog scrolls, and step 2 is long.
  useEffect(() => {
    const dialog = bodyRef.current?.parentElement
    if (dialog) dialog.scrollTop = 0
  }, [step])

  function choose(chosen: ServiceFeedDoc) {
    setService(chosen)
    setError(null)
    setStep(2)
  }

  async function confirm(event: FormEvent) {
    event.preventDefault()
    if (!service) return
    const input = draftInput(service, draft)
    const checked = cremationRequestSchema.safeParse(input)
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? cremationMessages.createError)
      return
    }
    setError(null)
    setStep(3)
    try {
      const result = await requestCremation(service, input)
      if (!result.ok) {
        setError(result.message)
        setStep(2)
        return
      }
      setSent(result)
      setStep(4)
    } catch {
      setError(cremationMessages.createError)
      setStep(2)
    }
  }

  const title =
    step === 1
      ? t.chooseTitle
      : step === 2 && service
        ? t.personaliseTitle(service.name)
        : step === 3
          ? t.confirmingTitle
          : step === 4
            ? t.sentTitle
            : t.title

  return (
    // ModalDialog with PanelDialog's look, but unpadded so that a click on the <dialog> itself
    // is a click on the backdrop (§2: the backdrop closes it); the padding is on the inner box.
    <ModalDialog
      isOpen
      aria-labelledby={titleId}
      closeOnBackdrop
      onDismiss={() => {
        if (!isBusy) onClose()
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-lg overflow-y-auto rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-gray-950/50"
    >
      <div ref={bodyRef} className="p-4">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-bold text-gray-900">
            {title}
          </h2>
          <Button
            aria-label={t.close}
            disabled={isBusy}
            onClick={onClose}
            variant="icon"
            className="-mr-1"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </Button>
        </div>
        <StepIndicator step={step} />
        {step === 1 ? (
          <div className="flex flex-col gap-3">
            {packages.map((item) => (
              <CremationPackageCard
                key={item.id}
                service={item}
                headingLevel="h3"
                isSelected={item.id === service?.id}
                onRequest={choose}
              />
            ))}
          </div>
        ) : null}
        {step === 2 && service ? (
          <form onSubmit={(event) => void confirm(event)} noValidate>
            <CremationForm service={service} draft={draft} onChange={setDraft} error={error} />
            <DialogActions
              tone="primary"
              cancelLabel={t.back}
              confirmLabel={t.confirm}
              isBusy={false}
              onCancel={() => {
                setError(null)
                setStep(1)
              }}
            />
          </form>
        ) : null}
        {step === 3 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <Spinner label={t.confirmingTitle} />
            <p className="text-gray-700">{t.confirmingText}</p>
          </div>
        ) : null}
        {step === 4 && sent && service ? (
          <div className="flex flex-col gap-4">
            <div role="status" className="flex flex-col items-center gap-2 text-center">
              {sent.status === 'saved' ? (
                <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-green-600" />
              ) : (
                <Clock aria-hidden="true" className="h-12 w-12 text-amber-600" />
              )}
              <p className="text-gray-800">{t.sentText}</p>
            </div>
            <CremationSummary sent={sent} service={service} draft={draft} />
            <DialogActions
              className=""
              tone="primary"
              cancelLabel={t.backToServices}
              confirmLabel={t.close}
              isBusy={false}
              onCancel={onBackToServices}
              onConfirm={onClose}
            />
          </div>
        ) : null}
      </div>
    </ModalDialog>
  )
}
