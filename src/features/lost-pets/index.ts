/**
 * Lost pets (spec §2 /lost-pets, 'Lost-pet alert dialog', 'Sighting dialog'). What other
 * features use: the alert dialog, lazily (the profile's pet cards open it). The /lost-pets
 * route loads its screen through LazyLostPetsPage, so the profile never carries the screen's
 * preload list and the route never carries the dialog's.
 */
export { LazyLostAlertDialog } from './LazyLostAlertDialog'
export type { AlertPet } from './lost-pets.actions'
/**
 * For the QR scanner's lazy chunk: a scanned pet's active alert, the "found it here" sighting
 * (through the Sighting dialog's own write) and the dialog itself, lazily.
 */
export { findActiveAlertForPet, reportSightingHere, type FoundHereResult } from './found-by-scan'
export { LazySightingDialog } from './LazySightingDialog'
export type { ListedLostPet } from './lost-pets.repo'
