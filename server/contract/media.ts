/**
 * Where uploaded images live and how a card finds the small version of a photo. The server
 * writes, beside every pet photo `/uploads/pets/<name>.webp` (long side ≤ 1600 px), a thumbnail
 * `/uploads/pets/<name>.thumb.webp` (long side ≤ 480 px); demo photos get one too. Avatars go to
 * /uploads/avatars/, banners to /uploads/banners/. Clients fall back to the full photo when a
 * thumbnail fails to load (data from before thumbnails existed).
 */
export const THUMBNAIL_LONG_SIDE = 480

/** The thumbnail path of an uploaded .webp photo, or null for anything else (blob:, http…). */
export function thumbnailPath(photo: string): string | null {
  if (!photo.startsWith('/uploads/') || !photo.endsWith('.webp')) return null
  if (photo.endsWith('.thumb.webp')) return photo
  return `${photo.slice(0, -'.webp'.length)}.thumb.webp`
}
