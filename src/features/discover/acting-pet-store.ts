import type { MyPet } from '../pets'

/**
 * Which own pet answers on the swipe home, remembered per user on this device. The choice only
 * holds while that pet still exists; otherwise the first (oldest) pet acts.
 */
export const ACTING_PET_STORAGE_PREFIX = 'huellitas-acting-pet:'

const listeners = new Set<() => void>()

export function actingPetStorageKey(userId: string): string {
  return `${ACTING_PET_STORAGE_PREFIX}${userId}`
}

export function chooseActingPet(pets: readonly MyPet[], storedId: string | null): MyPet | null {
  return pets.find((pet) => pet.id === storedId) ?? pets[0] ?? null
}

export const actingPetStore = {
  get(userId: string): string | null {
    try {
      const stored = globalThis.localStorage?.getItem(actingPetStorageKey(userId))
      return stored && stored.length <= 64 ? stored : null
    } catch {
      return null
    }
  },

  set(userId: string, petId: string): void {
    try {
      globalThis.localStorage?.setItem(actingPetStorageKey(userId), petId)
    } catch {
      // Storage unavailable: the choice is lost at the next start, the first pet acts then.
    }
    for (const listener of listeners) listener()
  },

  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
