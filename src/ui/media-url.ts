import { thumbnailPath } from '@contract/media'

/**
 * Spec §3: image paths that are not absolute or http are prefixed with /uploads/. Absolute
 * paths, http(s) URLs and the local previews of photos still being uploaded (blob:, data:)
 * are used as they are. Null when there is nothing to show (the caller shows a placeholder).
 */
const USABLE_AS_IS = /^(?:https?:\/\/|\/\/|\/|blob:|data:image\/)/i

export function resolveMediaUrl(path: string | null | undefined): string | null {
  const trimmed = path?.trim()
  if (!trimmed) return null
  if (USABLE_AS_IS.test(trimmed)) return trimmed
  // 'uploads/x.webp' and 'x.webp' both name /uploads/x.webp.
  return `/uploads/${trimmed.replace(/^(?:\.\/)?(?:uploads\/)?/, '')}`
}

/**
 * A pet's picture as the small pet images ask for it (PetThumb): its stored thumbnail first
 * (null for a photo that has none), then the photo itself. Null: no photo.
 */
export function petThumbPaths(image: string | null | undefined): [string | null, string] | null {
  const main = resolveMediaUrl(image)
  return main ? [thumbnailPath(main), main] : null
}
