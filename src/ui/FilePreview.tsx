import { useCallback } from 'react'

/**
 * A chosen file's local preview, filling its box. The object URL is made when the <img> mounts
 * and revoked when it unmounts (a React 19 ref cleanup), so a removed photo or a closed form
 * leaks nothing — and StrictMode's remount gets a fresh URL instead of a revoked one.
 */
export function FilePreview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || typeof URL.createObjectURL !== 'function') return
      const url = URL.createObjectURL(file)
      img.src = url
      return () => URL.revokeObjectURL(url)
    },
    [file],
  )
  return <img ref={attach} alt={alt} className="h-full w-full object-cover" />
}
