import { useId, useState, type ChangeEvent } from 'react'
import { ChevronLeft, ChevronRight, ImagePlus, Star, X } from 'lucide-react'
import { petRules } from '@contract/pets.messages'
import { petForm as texts } from '../../i18n/es/pet-form'
import { ErrorList } from '../../ui/ErrorList'
import { photoFileProblem } from './image-check'
import { addPhotos, canMove, movePhoto, removePhoto, type PhotoItem } from './photo-list'
import { PhotoThumb } from './PhotoThumb'

/**
 * The pet photo picker (spec §5): up to 5 images of 5 MB at most, checked by type and content;
 * the first is the main photo ('Principal'); each can be removed or moved left and right with
 * buttons (keyboard and screen-reader friendly; no drag needed). Refused files are reported and
 * change nothing.
 */
interface PhotoPickerProps {
  items: readonly PhotoItem[]
  onChange: (items: PhotoItem[]) => void
  disabled?: boolean
}

let keyCounter = 0
const nextKey = () => `new:${++keyCounter}`

const ROUND_BUTTON =
  'flex h-8 w-8 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white'

export function PhotoPicker({ items, onChange, disabled = false }: PhotoPickerProps) {
  const inputId = useId()
  const hintId = useId()
  const [errors, setErrors] = useState<string[]>([])
  const [isChecking, setIsChecking] = useState(false)
  const isFull = items.length >= petRules.photosMax

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? [])
    // Cleared so that choosing the same file again fires a change.
    event.target.value = ''
    if (files.length === 0) return
    setIsChecking(true)
    try {
      const candidates = await Promise.all(
        files.map(async (file) => ({ file, problem: await photoFileProblem(file) })),
      )
      const result = addPhotos(items, candidates, nextKey)
      setErrors(result.errors)
      if (result.added.length > 0) onChange(result.items)
    } finally {
      setIsChecking(false)
    }
  }

  function remove(key: string) {
    setErrors([])
    onChange(removePhoto(items, key))
  }

  function move(index: number, direction: -1 | 1) {
    onChange(movePhoto(items, index, direction))
  }

  return (
    <div>
      <ol className="grid grid-cols-3 gap-3" aria-describedby={hintId}>
        {items.map((item, index) => {
          const position = index + 1
          return (
            <li
              key={item.key}
              // The main photo is drawn large, the others as thumbnails beside and below it.
              className={`relative aspect-square overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-black/5 ${
                index === 0 ? 'col-span-2 row-span-2' : ''
              }`}
            >
              <PhotoThumb item={item} alt={texts.photos.alt(position)} />
              {index === 0 ? (
                <span className="absolute top-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-white shadow">
                  <Star aria-hidden="true" className="h-3 w-3 fill-current" />
                  {texts.photos.main}
                </span>
              ) : null}
              <button
                type="button"
                aria-label={texts.photos.remove(position)}
                disabled={disabled}
                onClick={() => remove(item.key)}
                className={`${ROUND_BUTTON} absolute top-1.5 right-1.5 h-7 w-7 disabled:opacity-40`}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
              <div className="absolute inset-x-1.5 bottom-1.5 flex justify-between">
                <button
                  type="button"
                  aria-label={texts.photos.moveLeft(position)}
                  disabled={disabled || !canMove(items, index, -1)}
                  onClick={() => move(index, -1)}
                  className={`${ROUND_BUTTON} disabled:invisible`}
                >
                  <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  aria-label={texts.photos.moveRight(position)}
                  disabled={disabled || !canMove(items, index, 1)}
                  onClick={() => move(index, 1)}
                  className={`${ROUND_BUTTON} disabled:invisible`}
                >
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
            </li>
          )
        })}
        {isFull ? null : (
          <li className={items.length === 0 ? 'col-span-3 h-28' : 'aspect-square'}>
            <label
              htmlFor={inputId}
              className={`relative flex h-full w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-brand-500/40 bg-brand-50/60 text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                disabled || isChecking ? 'pointer-events-none opacity-60' : ''
              }`}
            >
              <ImagePlus aria-hidden="true" className="h-7 w-7" />
              <span className="text-xs font-semibold">{texts.photos.add}</span>
              <span className="text-[11px] text-brand-700/70">
                {texts.photos.count(items.length, petRules.photosMax)}
              </span>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                multiple
                disabled={disabled || isChecking}
                onChange={(event) => void choose(event)}
                className="sr-only"
              />
            </label>
          </li>
        )}
      </ol>
      <p id={hintId} className="mt-2 text-xs text-gray-500">
        {texts.photos.hint}
      </p>
      <ErrorList messages={errors} />
    </div>
  )
}
