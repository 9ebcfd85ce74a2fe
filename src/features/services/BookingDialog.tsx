import { useState, type FormEvent } from 'react'
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

const field = 'mt-1 w-full rounded-xl border border-gray-300 px-3 py-2 text-base'
const label = 'block text-sm font-semibold text-gray-800'

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
          <label className={label}>
            {t.dialog.pet}
            <select
              required
              value={petId}
              onChange={(event) => setPetId(event.target.value)}
              className={field}
            >
              <option value="">{t.dialog.choosePet}</option>
              {pets.map((pet) => (
                <option key={pet.id} value={pet.id}>
                  {pet.name}
                </option>
              ))}
            </select>
            {pets.length === 0 ? (
              <span className="mt-1 block text-sm font-normal text-amber-700">
                {t.dialog.noPets}
              </span>
            ) : null}
          </label>
        )}
        {isHealth && !reschedule ? (
          <label className={label}>
            {t.dialog.serviceType}
            <select
              required
              value={serviceType}
              onChange={(event) => setServiceType(event.target.value)}
              className={field}
            >
              <option value="">{t.dialog.chooseType}</option>
              {service.serviceTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className={label}>
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
            className={field}
          />
        </label>
        <label className={label}>
          {t.dialog.time}
          <select
            required
            value={time}
            onChange={(event) => setTime(event.target.value)}
            className={field}
          >
            <option value="">{t.dialog.chooseTime}</option>
            {(offer ? offer.slots : bookingTimeSlots).map((slot) => {
              // The booking being moved keeps its own slot, which the server counts as taken.
              const isTaken =
                freeSlots !== null &&
                !freeSlots.has(slot) &&
                !(reschedule?.date === date && reschedule.time === slot)
              return (
                <option key={slot} value={slot} disabled={isTaken}>
                  {isTaken ? t.dialog.takenSlot(slot) : slot}
                </option>
              )
            })}
          </select>
        </label>
        {reschedule ? null : (
          <label className={label}>
            {t.dialog.comments}
            <textarea
              value={notes}
              maxLength={500}
              rows={2}
              placeholder={t.dialog.commentsPlaceholder}
              onChange={(event) => setNotes(event.target.value)}
              className={field}
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
