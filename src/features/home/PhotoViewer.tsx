import { useId, useState } from 'react'
import { ChevronLeft, ChevronRight, PawPrint, X } from 'lucide-react'
import { home as t } from '../../i18n/es/home'
import { ImageWithFallback } from '../../ui/ImageWithFallback'
import { ModalDialog } from '../../ui/ModalDialog'

export interface PhotoViewerProps {
  photos: readonly string[]
  name: string
  initialIndex?: number
  onClose: () => void
}

/** Spec §4 'Photo viewer': past the last photo comes the first again, and the other way. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

const ROUND =
  'flex h-11 w-11 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75'

/** A pet's photos full screen: previous / next with wraparound, arrow keys, Esc or 'Cerrar'. */
export function PhotoViewer({ photos, name, initialIndex = 0, onClose }: PhotoViewerProps) {
  const titleId = useId()
  const count = photos.length
  const [index, setIndex] = useState(() => wrapIndex(initialIndex, count))
  const step = (by: number) => setIndex((before) => wrapIndex(before + by, count))
  const current = photos[index]
  return (
    <ModalDialog
      isOpen={true}
      aria-labelledby={titleId}
      onDismiss={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1)
        else if (event.key === 'ArrowLeft') step(-1)
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 p-3">
          <h2 id={titleId} className="truncate pl-2 font-semibold">
            {t.viewer.label(name)}
            {count > 1 ? (
              <span className="ml-2 text-sm font-normal text-white/70">
                {t.viewer.position(index + 1, count)}
              </span>
            ) : null}
          </h2>
          <button type="button" aria-label={t.viewer.close} onClick={onClose} className={ROUND}>
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center">
          <ImageWithFallback
            key={index}
            path={current}
            alt={t.card.photoAlt(name)}
            className="max-h-full max-w-full object-contain"
            fallback={
              <span role="img" aria-label={t.card.photoAlt(name)} className="text-white/40">
                <PawPrint aria-hidden="true" className="h-24 w-24" />
              </span>
            }
          />
          {count > 1 ? (
            <>
              <button
                type="button"
                aria-label={t.viewer.previous}
                onClick={() => step(-1)}
                className={`${ROUND} absolute top-1/2 left-3 -translate-y-1/2`}
              >
                <ChevronLeft aria-hidden="true" className="h-7 w-7" />
              </button>
              <button
                type="button"
                aria-label={t.viewer.next}
                onClick={() => step(1)}
                className={`${ROUND} absolute top-1/2 right-3 -translate-y-1/2`}
              >
                <ChevronRight aria-hidden="true" className="h-7 w-7" />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  )
}
