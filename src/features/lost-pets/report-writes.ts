import { runMutation, type Mutation, type MutationResult, requireSyncContext } from '../../sync'

/**
 * What the three reports' writes (an alert, a sighting, a found pet) share: each is created
 * through the device's write queue under a client-made id, shown at once with the chosen photos
 * as previews, and sent as multipart with blank optional fields left out.
 */
export const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** The chosen photos as the optimistic document shows them until the server's arrive. */
export function previews(photos: readonly File[]): string[] {
  if (typeof URL.createObjectURL !== 'function') return []
  return photos.map((photo) => URL.createObjectURL(photo))
}

/** A place's coordinates go only as a pair: one without the other is no place. */
export function appendCoordinates(
  form: FormData,
  latitude: number | null,
  longitude: number | null,
) {
  if (latitude === null || longitude === null) return
  form.append('latitude', String(latitude))
  form.append('longitude', String(longitude))
}

export function appendPhotos(form: FormData, photos: readonly File[]) {
  for (const photo of photos) form.append('photos', photo, photo.name)
}

/**
 * A new report's multipart form read off its document, so that the two say the same: the named
 * fields in order (a null one left out, the coordinates only as a pair), then the photos.
 */
export function reportForm<D extends { latitude: number | null; longitude: number | null }>(
  doc: D,
  names: readonly (keyof D & string)[],
  photos: readonly File[],
) {
  const form = new FormData()
  const isPlaced = doc.latitude !== null && doc.longitude !== null
  for (const name of names) {
    const value = doc[name]
    if (value === null || ((name === 'latitude' || name === 'longitude') && !isPlaced)) continue
    form.append(name, String(value))
  }
  appendPhotos(form, photos)
  return form
}

/** What every new report's document starts from: a client-made id, its reporter, the time. */
export interface NewReport {
  id: string
  reporterId: string
  now: string
}

/**
 * A new report by the signed-in user, created under its document's id with no synced version to
 * build on: `doc` is what screens show until the server's version replicates, `request` the
 * multipart request that creates it, made from that document.
 */
export async function queueReport<D extends { id: string }>(
  report: Pick<Mutation, 'target' | 'fallbackMessage'> & {
    doc: (made: NewReport) => D
    request: (doc: D) => Mutation['request']
  },
): Promise<MutationResult> {
  const { user } = requireSyncContext()
  const id = crypto.randomUUID()
  const doc = report.doc({ id, reporterId: user.id, now: new Date().toISOString() })
  return runMutation({
    target: report.target,
    docId: id,
    op: 'create',
    doc,
    baseUpdatedAt: null,
    fallbackMessage: report.fallbackMessage,
    request: report.request(doc),
  })
}
