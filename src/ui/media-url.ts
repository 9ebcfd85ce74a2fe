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
