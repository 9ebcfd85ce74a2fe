import type { LostPetDoc, SightingDoc } from '../../contract/lost-pets.contract.js'

/**
 * Where other modules (in-app notifications, push) learn about new alerts and sightings. Each
 * runs after the write has committed and its feed events have gone out; a hook that throws is
 * logged and does not change the answer. Set them with `lostPets.setHooks(...)`
 * (found-pets.register.ts); the default does nothing.
 */
export interface LostPetHooks {
  /**
   * A new alert. `recipients`: the users whose device received it through the `lostPets` feed
   * (reporter, owner and users within the feed radius), for a listener that wants them.
   */
  onAlertCreated(alert: LostPetDoc, context: { recipients: string[] }): void | Promise<void>
  /** A new sighting of `alert` (its reporter and owner are who to tell). */
  onSightingCreated(sighting: SightingDoc, alert: LostPetDoc): void | Promise<void>
  /** An alert went from lost to found (its keeper's PATCH, or 'Es mi mascota' › reunited). */
  onAlertFound(alert: LostPetDoc): void | Promise<void>
}

export const noLostPetHooks: LostPetHooks = {
  onAlertCreated: () => undefined,
  onSightingCreated: () => undefined,
  onAlertFound: () => undefined,
}
