import { useState, type FormEvent, type ReactNode } from 'react'
import {
  bookingTimeSlots,
  type BookingTimeSlot,
  type ServiceFeedDoc,
} from '@contract/services.messages'
import { useMyPets } from '../pets'
import { ModalDialog } from '../../ui/ModalDialog'
import { services as t } from '../../i18n/es/services'
import { bookService, rescheduleBooking, slotOffer } from './bookings.actions'
import { formatDay, localToday } from './service-format'
import { useFreeSlots } from './use-free-slots'
import { DialogActions } from '../../ui/DialogActions'
import { Notice } from '../../ui/Notice'

interface BookingDialogProps {
  service: ServiceFeedDoc
  /** set: the dialog moves this booking to a new date and time instead of making one */
  reschedule?: { id: string; date: string; time: string | null }
  onClose: () => void
  /** after a booking is saved or queued */
  onDone: (message: string | null) => void
}

const controlClass = 'mt-1 w-full rounded-xl border border-gray-300 px-3 py-2 text-base'
const labelClass = 'block text-sm font-semibold text-gray-800'

/** A required choice, with a blank first option that asks for it. */
function ChoiceField({
  label,
  value,
  onChange,
  placeholder,
  options,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** a taken option stays in the list, disabled */
  options: { value: string; label: string; isTaken?: boolean }[]
  /** a note under the control */
  children?: ReactNode
}) {
  return (
    <label className={labelClass}>
      {label}
      <select
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.isTaken}>
            {option.label}
          </option>
        ))}
      </select>
      {children}
    </label>
  )
}

/**
 * §2 booking dialog: pet, service type (health providers), preferred date (today or later),
 * §9's time slots and comments. A taken slot shows the server's offer of free slots to pick.
 */
export function BookingDialog({ service, reschedule, onClose, onDone }: BookingDialogProps) {
  const { pets } = useMyPets()
  const [petId, setPetId] = useState('')
  const [serviceType, setServiceType] = useState('')
  const [date, setDate] = useState(reschedule?.date ?? '')
  const [time, setTime] = useState<string>(reschedule?.time ?? '')
  const [notes, setNotes] = useState('')
  const [isBusy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [offer, setOffer] = useState<{ date: string; slots: BookingTimeSlot[] } | null>(null)
  const isHealth = service.kind === 'health'
  const chosenPet = pets.find((pet) => pet.id === petId) ?? null
  const freeSlots = useFreeSlots(service.id, date)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const result = reschedule
        ? await rescheduleBooking(reschedule.id, date, time)
        : await bookService(
            service,
            {
              serviceId: service.id,
              petId,
              serviceType: isHealth ? serviceType : null,
              date,
              time: time as BookingTimeSlot,
              notes: notes.trim() || null,
            },
            chosenPet?.name ?? null,
          )
      if (result.ok) {
        onDone(result.status === 'queued' ? t.dialog.queued : null)
        return
      }
      setError(result.message)
      const offered = slotOffer(result)
      if (offered) {
        setOffer({ date: offered.date, slots: offered.freeSlots })
        setDate(offered.date)
        setTime('')
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <ModalDialog
      isOpen
      onDismiss={() => (isBusy ? undefined : onClose())}
      closeOnBackdrop
      aria-labelledby="booking-title"
      className="m-auto w-[min(92vw,28rem)] rounded-2xl p-0 backdrop:bg-black/50"
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 p-5">
        <h2 id="booking-title" className="text-lg font-bold text-gray-900">
          {reschedule ? t.dialog.rescheduleTitle : t.dialog.title(service.name)}
        </h2>
        {reschedule ? null : (
          <ChoiceField
            label={t.dialog.pet}
            value={petId}
            onChange={setPetId}
            placeholder={t.dialog.choosePet}
            options={pets.map((pet) => ({ value: pet.id, label: pet.name }))}
          >
            {pets.length === 0 ? (
              <span className="mt-1 block text-sm font-normal text-amber-700">
                {t.dialog.noPets}
              </span>
            ) : null}
          </ChoiceField>
        )}
        {isHealth && !reschedule ? (
          <ChoiceField
            label={t.dialog.serviceType}
            value={serviceType}
            onChange={setServiceType}
            placeholder={t.dialog.chooseType}
            options={service.serviceTypes.map((type) => ({ value: type, label: type }))}
          />
        ) : null}
        <label className={labelClass}>
          {t.dialog.date}
          <input
            type="date"
            required
            min={localToday()}
            value={date}
            onChange={(event) => {
              setDate(event.target.value)
              setOffer(null)
            }}
            className={controlClass}
          />
        </label>
        <ChoiceField
          label={t.dialog.time}
          value={time}
          onChange={setTime}
          placeholder={t.dialog.chooseTime}
          options={(offer ? offer.slots : bookingTimeSlots).map((slot) => {
            // The booking being moved keeps its own slot, which the server counts as taken.
            const isTaken =
              freeSlots !== null &&
              !freeSlots.has(slot) &&
              !(reschedule?.date === date && reschedule.time === slot)
            return { value: slot, label: isTaken ? t.dialog.takenSlot(slot) : slot, isTaken }
          })}
        />
        {reschedule ? null : (
          <label className={labelClass}>
            {t.dialog.comments}
            <textarea
              value={notes}
              maxLength={500}
              rows={2}
              placeholder={t.dialog.commentsPlaceholder}
              onChange={(event) => setNotes(event.target.value)}
              className={controlClass}
            />
          </label>
        )}
        {error ? (
          <Notice kind="error">
            <p>{error}</p>
            {offer ? (
              <p className="mt-1 font-semibold">
                {offer.slots.length > 0
                  ? `${t.dialog.offered(formatDay(offer.date))} ${offer.slots.join(', ')}`
                  : t.dialog.noneOffered}
              </p>
            ) : null}
          </Notice>
        ) : null}
        <DialogActions
          className="mt-2"
          tone="primary"
          cancelLabel={t.dialog.cancel}
          confirmLabel={
            isBusy ? t.dialog.sending : reschedule ? t.dialog.submitReschedule : t.dialog.submit
          }
          isBusy={isBusy}
          isConfirmDisabled={!reschedule && pets.length === 0}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  )
}
