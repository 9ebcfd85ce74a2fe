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

/**
 * A catalogue entry is a marketplace service (/services), a health provider (/health-services)
 * or a cremation package (/funeral-services, spec §3 'Cremation service option').
 */
export const serviceKinds = ['service', 'health', 'cremation'] as const
export type ServiceKind = (typeof serviceKinds)[number]

export const bookingStatuses = ['pending', 'confirmed', 'cancelled'] as const
export type BookingStatus = (typeof bookingStatuses)[number]
