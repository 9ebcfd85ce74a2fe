/**
 * The lost-pets feature's second public entry, for the QR scanner's lazy chunk only: a scanned
 * pet's active alert, the "found it here" sighting (through the Sighting dialog's own write) and
 * the dialog itself. Not re-exported from index.ts, which /profile loads at once: these bring the
 * contract's schemas and the location module with them.
 */
export { findActiveAlertForPet, reportSightingHere, type FoundHereResult } from './found-by-scan'
export { LazySightingDialog } from './LazySightingDialog'
export type { ListedLostPet } from './lost-pets.repo'
