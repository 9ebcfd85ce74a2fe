import { useState, type ReactNode } from 'react'
import { CONTENT_MARK } from './content-mark'
import { resolveMediaUrl } from './media-url'

interface ImageWithFallbackProps {
  /**
   * A stored image path (spec §3 rules apply), or several to try in order — a card's
   * thumbnail first, then the full photo it was made from.
   */
  path: string | null | undefined | readonly (string | null | undefined)[]
  alt: string
  className: string
  /** drawn instead when there is no path or none of them loads (offline, deleted file) */
  fallback: ReactNode
  /**
   * The screen's main picture (the home's top card): fetched at once and first, not when the
   * browser gets round to lazy images, and marked as content for the network bench.
   */
  isPriority?: boolean
}

function candidatesOf(path: ImageWithFallbackProps['path']): string[] {
  const list: readonly (string | null | undefined)[] = Array.isArray(path) ? path : [path]
  const urls = list.map(resolveMediaUrl).filter((url): url is string => url !== null)
  return [...new Set(urls)]
}

/** An uploaded image, or the next candidate when one fails, or the placeholder. */
export function ImageWithFallback({
  path,
  alt,
  className,
  fallback,
  isPriority = false,
}: ImageWithFallbackProps) {
  const candidates = candidatesOf(path)
  // Remember which URLs failed, so a new path (an edited pet) gets its own chance to load.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const src = candidates.find((url) => !failed.has(url))
  if (!src) return <>{fallback}</>
  return (
    <img
      key={src}
      src={src}
      alt={alt}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      {...(isPriority ? { fetchPriority: 'high', elementtiming: CONTENT_MARK } : {})}
      onError={() => setFailed((before) => new Set(before).add(src))}
      className={className}
    />
  )
}
