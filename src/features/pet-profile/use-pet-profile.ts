import { useEffect, useState } from 'react'
import { useSession } from '../../session/use-session'
import type { DiscoverPet } from '../discover'
import { usePet } from '../pets'
import { fetchPetProfile, type FetchedPet } from './pet-profile.api'
import type { ProfileOwner, ProfilePet } from './pet-profile.types'
import { viewerDistance } from './viewer-distance'

export interface PetProfileState {
  /** loading: nothing to show yet; error: the server failed and nothing is stored */
  status: 'loading' | 'ready' | 'error'
  pet: ProfilePet | null
  /** the pet is shown from this device's copy because the server could not be reached */
  isStoredCopy: boolean
  errorMessage: string | null
  isOwnPet: boolean
  retry: () => void
}

type Remote =
  | { status: 'loading' }
  | { status: 'ok'; pet: FetchedPet; isStoredCopy: boolean }
  | { status: 'error'; message: string }

/**
 * A discover card as a profile document. The card carries what the card shows (plus species,
 * city and the cell for the area map); the rest of the document — description, weight, colour,
 * health, the published QR profile — comes with the server's answer, so offline, without the
 * service worker's copy of that answer, those facts are left out (PetDetails shows only what is
 * known). Cards stored before the card was made lean still hold them, and keep them.
 */
function fromCard(card: DiscoverPet): FetchedPet {
  // An older card's extra fields (a whole document) win over the blanks.
  const older: Partial<FetchedPet> = card
  return {
    description: null,
    weight: null,
    color: null,
    vaccinated: null,
    neutered: null,
    temperament: null,
    location: null,
    ownerContact: null,
    medicalNeeds: null,
    allergies: null,
    vetPhone: null,
    showOwnerContact: false,
    showEmergencyInfo: false,
    createdAt: '',
    updatedAt: '',
    ...older,
    ...card,
  }
}

/**
 * The profile's pet: the server's answer when it comes — offline, the service worker's copy of
 * the last answer (sw/last-known.ts), flagged as a stored copy — else what this device already
 * holds: the discover card stored for offline swiping, or the user's own pet from the local
 * database (`stored`, from StoredCardSource), so a profile seen before opens offline. The stored copy shows at once while the server is
 * asked; the owner and distance come from whichever source knows them.
 */
export function usePetProfile(petId: string, stored: DiscoverPet | null): PetProfileState {
  const [attempt, setAttempt] = useState(0)
  const requestKey = `${petId}#${attempt}`
  const [answer, setAnswer] = useState<{ key: string; remote: Remote } | null>(null)
  const own = usePet(petId).pet
  // The session's copy of the user: enough for who they are and where, without loading the
  // account module into this screen.
  const me = useSession().user

  useEffect(() => {
    let isCurrent = true
    void fetchPetProfile(petId).then((result) => {
      if (!isCurrent) return
      const remote: Remote = result.ok
        ? { status: 'ok', pet: result.pet, isStoredCopy: result.isStoredCopy }
        : { status: 'error', message: result.message }
      setAnswer({ key: requestKey, remote })
    })
    return () => {
      isCurrent = false
    }
  }, [petId, requestKey])

  // An answer to an earlier request (before a retry) does not count: loading again.
  const remote: Remote = answer?.key === requestKey ? answer.remote : { status: 'loading' }
  const retry = () => setAttempt((n) => n + 1)
  const base: FetchedPet | null =
    remote.status === 'ok' ? remote.pet : stored ? fromCard(stored) : own
  const isOwnPet = me !== null && (base?.ownerId ?? own?.ownerId) === me.id
  const errorMessage = remote.status === 'error' ? remote.message : null
  if (!base) {
    const status = remote.status === 'loading' ? 'loading' : 'error'
    return { status, pet: null, isStoredCopy: false, errorMessage, isOwnPet, retry }
  }

  const myself: ProfileOwner | null =
    isOwnPet && me ? { name: me.name, avatar: me.avatar, city: me.city } : null
  const pet: ProfilePet = {
    ...base,
    owner: base.owner ?? stored?.owner ?? myself,
    distance: isOwnPet ? null : (stored?.distance ?? viewerDistance(me, base)),
  }
  return {
    status: 'ready',
    pet,
    isStoredCopy: remote.status === 'error' || (remote.status === 'ok' && remote.isStoredCopy),
    errorMessage,
    isOwnPet,
    retry,
  }
}
