/**
 * Where this device remembers each pet's last known 'en celo' mark (localStorage, per user and
 * pet). Private health data: signing out forgets every one of them. Nothing of the cycles
 * feature is imported, so the sign-out flow can clear them without loading it.
 */
import { removeStoredKeys } from '../../session/stored-keys'

const STORAGE_PREFIX = 'huellitas-heat-mark:'

export function heatMarkStorageKey(userId: string, petId: string): string {
  return `${STORAGE_PREFIX}${userId}:${petId}`
}

export function forgetKnownHeatMarks(storage: Storage | undefined = globalThis.localStorage): void {
  removeStoredKeys(storage, [STORAGE_PREFIX])
}
