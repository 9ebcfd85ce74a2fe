import { useState } from 'react'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { useMyProfile } from '../account'
import { BookingDialog } from './BookingDialog'

/**
 * 'Reservar' on a catalogue screen: the service being booked, its dialog (null while none is),
 * and the line a booking leaves on the screen (queued offline). `afterBooked` is where the
 * screen goes once the booking is made.
 */
export function useBookingDialog(afterBooked: (message: string | null) => void) {
  const [booking, setBooking] = useState<ServiceFeedDoc | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const dialog = booking ? (
    <BookingDialog
      service={booking}
      onClose={() => setBooking(null)}
      onDone={(message) => {
        setBooking(null)
        setNotice(message)
        afterBooked(message)
      }}
    />
  ) : null
  return { dialog, setBooking, notice, setNotice }
}

/** Where the user's profile places them, to show each provider's distance; null when unknown. */
export function useHere(): { latitude: number; longitude: number } | null {
  const { profile } = useMyProfile()
  return profile && profile.latitude !== null && profile.longitude !== null
    ? { latitude: profile.latitude, longitude: profile.longitude }
    : null
}
