import { MapPin } from 'lucide-react'

/** The pin of one exact place (a pet's, a picked point), named for screen readers. */
export function PlacePin({ label }: { label: string }) {
  return (
    <MapPin
      role="img"
      aria-label={label}
      className="h-11 w-11 fill-brand-500 text-white drop-shadow"
      strokeWidth={1.5}
    />
  )
}
