import type { CremationRequestInput } from '@contract/cremation.messages'
import type { ServiceFeedDoc } from '@contract/services.messages'

/** What the dialog's step 2 holds while it is typed: every field as its input gives it. */
export interface CremationDraft {
  petName: string
  petBreed: string
  petAge: string
  urgencyId: string
  memorialIds: string[]
  contactPhone: string
  contactEmail: string
  pickupAddress: string
  specialInstructions: string
  preferredDate: string
  preferredTime: string
}

export const emptyDraft: CremationDraft = {
  petName: '',
  petBreed: '',
  petAge: '',
  urgencyId: 'normal',
  memorialIds: [],
  contactPhone: '',
  contactEmail: '',
  pickupAddress: '',
  specialInstructions: '',
  preferredDate: '',
  preferredTime: '',
}

const orNull = (value: string) => value.trim() || null

/**
 * The request a draft makes for a package: urgency only where the package offers it, and only
 * the memorial options it has (a draft kept across a change of package may hold others).
 */
export function draftInput(service: ServiceFeedDoc, draft: CremationDraft): CremationRequestInput {
  const details = service.cremation
  const offered = new Set(details?.memorialOptions.map((option) => option.id) ?? [])
  return {
    serviceId: service.id,
    petName: orNull(draft.petName),
    petBreed: orNull(draft.petBreed),
    petAge: orNull(draft.petAge),
    urgencyId: details?.urgencyAvailable ? orNull(draft.urgencyId) : null,
    memorialIds: draft.memorialIds.filter((id) => offered.has(id)),
    contactPhone: draft.contactPhone.trim(),
    contactEmail: orNull(draft.contactEmail),
    pickupAddress: draft.pickupAddress.trim(),
    specialInstructions: orNull(draft.specialInstructions),
    preferredDate: orNull(draft.preferredDate),
    preferredTime: orNull(draft.preferredTime),
  }
}
