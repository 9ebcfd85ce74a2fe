/**
 * Removes every key of `storage` that starts with one of `prefixes`: what a user leaves on the
 * device (drafts, private marks) goes with the session, so the next person on a shared phone
 * finds none of it. Storage that is off (private mode) holds nothing to remove.
 */
export function removeStoredKeys(storage: Storage | undefined, prefixes: readonly string[]): void {
  try {
    if (!storage) return
    const keys: string[] = []
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index)
      if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) keys.push(key)
    }
    for (const key of keys) storage.removeItem(key)
  } catch {
    // Storage disabled: there is nothing stored to forget.
  }
}
