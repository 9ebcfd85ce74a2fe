/**
 * Where this device remembers each pet's last known 'en celo' mark (localStorage, per user and
 * pet). Private health data: signing out forgets every one of them. No imports, so the
 * sign-out flow can clear them without loading the cycles feature.
 */
const STORAGE_PREFIX = 'huellitas-heat-mark:'

export function heatMarkStorageKey(userId: string, petId: string): string {
  return `${STORAGE_PREFIX}${userId}:${petId}`
}

export function forgetKnownHeatMarks(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return
  const keys: string[] = []
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index)
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key)
  }
  for (const key of keys) storage.removeItem(key)
}
