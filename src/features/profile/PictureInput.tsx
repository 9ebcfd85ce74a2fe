import { Camera } from 'lucide-react'

interface PictureInputProps {
  label: string
  onChoose: (file: File | undefined) => void
  disabled?: boolean
  className?: string
}

/**
 * A camera button that opens the file picker: a <label> around a visually hidden file input,
 * so the input keeps its accessible name and keyboard focus (the ring shows on the label).
 */
export function PictureInput({
  label,
  onChoose,
  disabled = false,
  className = '',
}: PictureInputProps) {
  return (
    <label
      title={label}
      className={`inline-flex cursor-pointer items-center justify-center rounded-full bg-white/90 text-gray-800 shadow-md ring-1 ring-black/5 backdrop-blur focus-within:ring-2 focus-within:ring-brand-500 hover:bg-white ${
        disabled ? 'pointer-events-none opacity-50' : ''
      } ${className}`}
    >
      <Camera aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">{label}</span>
      <input
        type="file"
        accept="image/*"
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          onChoose(event.target.files?.[0])
          // Choosing the same file again must fire 'change' again.
          event.target.value = ''
        }}
      />
    </label>
  )
}
