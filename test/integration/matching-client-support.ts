/**
 * A Web Storage stand-in for Node (the matching core keeps its per-user marks in localStorage).
 * Same synchronous semantics as the browser's, without the `storage` event across tabs.
 */
export function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  }
}
