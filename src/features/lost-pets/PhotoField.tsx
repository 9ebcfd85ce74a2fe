import { useCallback, useId, useState, type ChangeEvent } from 'react'
import { ImagePlus, X } from 'lucide-react'
import { lostPets as t } from '../../i18n/es/lost-pets'
import { addChosenPhotos, type OverflowRule } from './photo-choice'

interface PhotoFieldProps {
  label: string
  files: readonly File[]
  max: number
  overflow: OverflowRule
  disabled?: boolean
  onChange: (files: File[]) => void
}

function Preview({ file, alt }: { file: File; alt: string }) {
  // The object URL lives as long as the <img> (a React 19 ref cleanup revokes it).
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

/** A row of chosen photos, each removable, and an 'Agregar fotos' tile until the limit. */
export function PhotoField({ label, files, max, overflow, disabled, onChange }: PhotoFieldProps) {
  const inputId = useId()
  const [errors, setErrors] = useState<string[]>([])

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? [])
    event.target.value = ''
    if (chosen.length === 0) return
    const result = addChosenPhotos(files, chosen, max, overflow)
    setErrors(result.errors)
    onChange(result.files)
  }

  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-gray-800">{label}</legend>
      <ul className="grid grid-cols-4 gap-2">
        {files.map((file, index) => (
          <li
            key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
            className="relative aspect-square overflow-hidden rounded-xl bg-gray-100"
          >
            <Preview file={file} alt={t.photos.alt(index + 1)} />
            <button
              type="button"
              aria-label={t.photos.remove(index + 1)}
              disabled={disabled}
              onClick={() => {
                setErrors([])
                onChange(files.filter((_, at) => at !== index))
              }}
              className="absolute top-1 right-1 flex h-7 w-7 items-center justify-center rounded-full bg-black/60 text-white"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
        {files.length < max ? (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className="flex h-full w-full cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl border-2 border-dashed border-brand-500/40 bg-brand-50/60 text-center text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <ImagePlus aria-hidden="true" className="h-5 w-5" />
              <span className="text-[11px] leading-tight font-semibold">{t.photos.add}</span>
              <span className="text-[10px]">{t.photos.count(files.length, max)}</span>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                multiple
                disabled={disabled}
                onChange={choose}
                className="sr-only"
              />
            </label>
          </li>
        ) : null}
      </ul>
      {errors.length > 0 ? (
        <ul
          role="alert"
          className="mt-2 space-y-1 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}
