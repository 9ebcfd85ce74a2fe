/**
 * Small JSON values kept per user in localStorage (shared by every tab of the origin). Storage
 * that is full, blocked (private mode) or corrupt never breaks a swipe: reads fall back to
 * null and writes are skipped.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function defaultStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function readJsonValue(storage: StorageLike | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key)
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return null
  }
}

export function writeJsonValue(storage: StorageLike | undefined, key: string, value: unknown) {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Full or blocked storage: the value lives as long as this page's memory does.
  }
}
