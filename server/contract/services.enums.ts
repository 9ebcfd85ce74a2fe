/**
 * The option lists of the services contract, alone so the client's collection schemas can use
 * them without the contract's messages landing in the shared chunk.
 */
export const serviceCategories = [
  'walking',
  'grooming',
  'vet',
  'reproductive',
  'cremation',
  'daycare',
  'transport',
  'insurance',
] as const
export type ServiceCategory = (typeof serviceCategories)[number]

/** A catalogue entry is a marketplace service (/services) or a health provider (/health-services). */
export const serviceKinds = ['service', 'health'] as const
export type ServiceKind = (typeof serviceKinds)[number]

export const bookingStatuses = ['pending', 'confirmed', 'cancelled'] as const
export type BookingStatus = (typeof bookingStatuses)[number]
