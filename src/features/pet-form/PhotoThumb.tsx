import { useState } from 'react'
import { ImageOff } from 'lucide-react'
import { thumbnailPath } from '@contract/media'
import { FilePreview } from '../../ui/FilePreview'
import type { PhotoItem } from './photo-list'

const IMAGE = 'h-full w-full object-cover'

/** Spec §3: stored paths that are not absolute or http are under /uploads/. */
function resolvePath(path: string): string {
  return /^(?:https?:\/\/|\/|blob:|data:image\/)/i.test(path)
    ? path
    : `/uploads/${path.replace(/^(?:\.\/)?(?:uploads\/)?/, '')}`
}

/** A stored photo: its card thumbnail (media.ts), the full photo if that fails, then an icon. */
function StoredPhoto({ path, alt }: { path: string; alt: string }) {
  const full = resolvePath(path)
  const candidates = [...new Set([thumbnailPath(full), full].filter((url) => url !== null))]
  const [failures, setFailures] = useState(0)
  const src = candidates[failures]
  if (!src) {
    return (
      <span role="img" aria-label={alt} className="flex h-full w-full items-center justify-center">
        <ImageOff aria-hidden="true" className="h-6 w-6 text-gray-400" />
      </span>
    )
  }
  return (
    <img
      key={src}
      src={src}
      alt={alt}
      decoding="async"
      onError={() => setFailures((count) => count + 1)}
      className={IMAGE}
    />
  )
}

export function PhotoThumb({ item, alt }: { item: PhotoItem; alt: string }) {
  return item.kind === 'new' ? (
    <FilePreview file={item.file} alt={alt} />
  ) : (
    <StoredPhoto path={item.path} alt={alt} />
  )
}
