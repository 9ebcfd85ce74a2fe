/**
 * The public page of a lost-pet alert (/perdidos/{id}), opened without an account, and its
 * sighting form, which the public pet page shows too when the pet is lost.
 */
export { PublicAlertPage } from './PublicAlertPage'
export { AlertSightingForm } from './AlertSightingForm'
