import { Eye, HandHeart, PawPrint } from 'lucide-react'
import { lostPets as t } from '../../../i18n/es/lost-pets'
import type { MapItemKind, MapSpot } from './map-items'

/**
 * How each kind looks on the /lost-pets map, its legend and its popup card: a colour and an
 * icon (the colour is never the only cue — the legend names each icon).
 */
const KINDS: Record<MapItemKind, { background: string; Icon: typeof PawPrint }> = {
  lost: { background: 'bg-brand-600', Icon: PawPrint },
  sighting: { background: 'bg-violet-600', Icon: Eye },
  found: { background: 'bg-sky-700', Icon: HandHeart },
}

export function KindDot({ kind, size = 'small' }: { kind: MapItemKind; size?: 'small' | 'large' }) {
  const { background, Icon } = KINDS[kind]
  const box = size === 'large' ? 'h-8 w-8' : 'h-5 w-5'
  const icon = size === 'large' ? 'h-4 w-4' : 'h-3 w-3'
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full text-white shadow-sm ring-2 ring-white ${box} ${background}`}
    >
      <Icon className={icon} />
    </span>
  )
}

export function MapLegend() {
  return (
    <ul aria-label={t.map.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700">
      {(['lost', 'sighting', 'found'] as const).map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <KindDot kind={kind} />
          {t.map.kinds[kind]}
        </li>
      ))}
    </ul>
  )
}

/**
 * One place on the map: a 44 px button around its dot, with how many items are there when more
 * than one. Its click stops here, or the map would take it as a click beside the markers.
 */
export function SpotButton({
  spot,
  isSelected,
  cardId,
  onSelect,
}: {
  spot: MapSpot
  isSelected: boolean
  cardId: string
  onSelect: (key: string) => void
}) {
  const [first] = spot.items
  if (!first) return null
  const count = spot.items.length
  return (
    <button
      type="button"
      aria-label={t.map.marker(spot.items.map((item) => item.label))}
      aria-expanded={isSelected}
      aria-controls={isSelected ? cardId : undefined}
      data-map-kind={first.kind}
      onClick={(event) => {
        event.stopPropagation()
        onSelect(spot.key)
      }}
      className={`relative flex h-11 w-11 items-center justify-center rounded-full ${
        isSelected ? 'scale-125' : ''
      }`}
    >
      <KindDot kind={first.kind} size="large" />
      {count > 1 ? (
        <span
          aria-hidden="true"
          className="absolute top-0 right-0 min-w-5 rounded-full bg-gray-900 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </button>
  )
}
