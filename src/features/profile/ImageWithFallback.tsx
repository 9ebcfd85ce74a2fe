import { useState, type ReactNode } from 'react'
import { resolveMediaUrl } from './media-url'

interface ImageWithFallbackProps {
  /** a stored image path (spec §3 rules apply) or nothing */
  path: string | null | undefined
  alt: string
  className: string
  /** drawn instead when there is no path or the image fails to load (offline, deleted file) */
  fallback: ReactNode
}

/** An uploaded image, or the placeholder when there is none or it cannot be loaded. */
export function ImageWithFallback({ path, alt, className, fallback }: ImageWithFallbackProps) {
  const src = resolveMediaUrl(path)
  // Remember which URL failed, so a new path (an edited pet) gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) return <>{fallback}</>
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
    />
  )
}
