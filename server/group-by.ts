/**
 * `items` in lists by `keyOf`: each list keeps the items' order, and the map its keys in the
 * order they first came (a Map iterates in insertion order), so rows read in seq or id order
 * stay in that order per key.
 */
export function groupBy<T>(items: Iterable<T>, keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}
