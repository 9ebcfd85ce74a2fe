import { petMessages, petRules } from '@contract/pets.messages'

/**
 * The picker's list, as pure functions: photos the pet already has (paths on the server) and
 * new files, main photo first. On edit the server stores the kept
 * photos first and the new files after them (PUT: existingPhotos + photos), so a new file never
 * moves in front of a kept one — the list keeps that order and so shows what will be saved.
 */
export type PhotoItem =
  { kind: 'existing'; key: string; path: string } | { kind: 'new'; key: string; file: File }

export function existingItems(paths: readonly string[]): PhotoItem[] {
  return paths.map((path) => ({ kind: 'existing', key: `existing:${path}`, path }))
}

export type AddResult =
  | { items: PhotoItem[]; added: PhotoItem[]; errors: string[] }
  | { items: PhotoItem[]; added: []; errors: [string] }

/**
 * Adds the accepted files after the current ones. Too many in total refuses the whole choice
 * with 'Máximo 5 fotos permitidas' (nothing changes); refused files are left out with their
 * message each.
 */
export function addPhotos(
  items: readonly PhotoItem[],
  candidates: ReadonlyArray<{ file: File; problem: string | null }>,
  makeKey: () => string,
): AddResult {
  const errors = candidates.flatMap(({ problem }) => (problem ? [problem] : []))
  const accepted = candidates.filter(({ problem }) => problem === null)
  if (items.length + accepted.length > petRules.photosMax) {
    return { items: [...items], added: [], errors: [petMessages.tooManyPhotos] }
  }
  const added: PhotoItem[] = accepted.map(({ file }) => ({
    kind: 'new',
    key: makeKey(),
    file,
  }))
  return { items: [...items, ...added], added, errors }
}

export function removePhoto(items: readonly PhotoItem[], key: string): PhotoItem[] {
  return items.filter((item) => item.key !== key)
}

/** Whether the photo at `index` may swap with its neighbour in `direction` (-1 left, +1 right). */
export function canMove(items: readonly PhotoItem[], index: number, direction: -1 | 1): boolean {
  const here = items[index]
  const there = items[index + direction]
  return !!here && !!there && here.kind === there.kind
}

export function movePhoto(
  items: readonly PhotoItem[],
  index: number,
  direction: -1 | 1,
): PhotoItem[] {
  const here = items[index]
  const there = items[index + direction]
  if (!here || !there || !canMove(items, index, direction)) return [...items]
  const next = [...items]
  next[index] = there
  next[index + direction] = here
  return next
}

/** What the actions send: the kept paths in order (PUT existingPhotos) and the new files. */
export function photoSubmission(items: readonly PhotoItem[]): {
  existingPhotos: string[]
  newPhotos: File[]
} {
  return {
    existingPhotos: items.flatMap((item) => (item.kind === 'existing' ? [item.path] : [])),
    newPhotos: items.flatMap((item) => (item.kind === 'new' ? [item.file] : [])),
  }
}
