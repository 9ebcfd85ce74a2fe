import { useId, useState, type ChangeEvent } from 'react'
import { ImagePlus, X } from 'lucide-react'
import { lostPets as t } from '../../i18n/es/lost-pets'
import { ErrorList } from '../../ui/ErrorList'
import { FilePreview } from '../../ui/FilePreview'
import { addChosenPhotos, type OverflowRule } from './photo-choice'

interface PhotoFieldProps {
  label: string
  files: readonly File[]
  max: number
  overflow: OverflowRule
  disabled?: boolean
  onChange: (files: File[]) => void
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
            <FilePreview file={file} alt={t.photos.alt(index + 1)} />
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
      <ErrorList messages={errors} />
    </fieldset>
  )
}
