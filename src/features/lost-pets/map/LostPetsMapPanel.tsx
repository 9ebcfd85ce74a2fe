import { lazy, useEffect, useId, useMemo, useRef, useState } from 'react'
import { MapPinOff, X } from 'lucide-react'
import { lostPets as t } from '../../../i18n/es/lost-pets'
import { MapFrame } from '../../map'
import { dayOf } from '../AlertSightings'
import { mapItems, spotsOf, type MapInputs, type MapItem, type MapSpot } from './map-items'
import { KindDot, MapLegend } from './MapKinds'
import { useDeviceSightings } from './use-device-sightings'
import { Button } from '../../../ui/Button'

/** MapLibre comes with this chunk only, once there is something to draw (see LostPetsMap). */
const LostPetsMap = lazy(() => import('./LostPetsMap'))

/** Tall enough for a neighbourhood on a phone, with the filters still above it. */
export const LOST_PETS_MAP_HEIGHT = 440

export interface LostPetsMapPanelProps {
  alerts: MapInputs['alerts']
  foundReports: MapInputs['foundReports']
  /** brings the list back with this alert or report scrolled to and focused */
  onShowInList: (listId: string) => void
}

/**
 * The /lost-pets map view (a lazy chunk of its own): the legend, the map of what the list shows
 * with the sightings of its alerts, the card of the place tapped, and an empty state when there
 * is nothing to draw — then MapLibre is not even loaded.
 */
export default function LostPetsMapPanel({
  alerts,
  foundReports,
  onShowInList,
}: LostPetsMapPanelProps) {
  const sightings = useDeviceSightings()
  const { items, unplaced } = useMemo(
    () => mapItems({ alerts, foundReports, sightings }),
    [alerts, foundReports, sightings],
  )
  const spots = useMemo(() => spotsOf(items), [items])
  const [selectedKey, setSelectedKey] = useState<string | null>(null)
  // A place the filters took off the map closes its card.
  const selected = spots.find((spot) => spot.key === selectedKey) ?? null
  const cardId = useId()

  if (spots.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-orange-200 bg-brand-50/60 px-6 py-10 text-center">
        <MapPinOff aria-hidden="true" className="h-8 w-8 text-brand-500" />
        <p className="text-base font-bold text-gray-900">{t.map.emptyTitle}</p>
        <p className="text-sm text-gray-600">{unplaced > 0 ? t.map.emptyUnplaced : t.map.empty}</p>
      </div>
    )
  }

  return (
    <section aria-label={t.map.label} className="flex flex-col gap-2">
      <MapLegend />
      {unplaced > 0 ? <p className="text-xs text-gray-600">{t.map.unplaced(unplaced)}</p> : null}
      <div className="relative">
        <MapFrame height={LOST_PETS_MAP_HEIGHT}>
          <LostPetsMap
            spots={spots}
            selectedKey={selected?.key ?? null}
            cardId={cardId}
            height={LOST_PETS_MAP_HEIGHT}
            onSelect={setSelectedKey}
          />
        </MapFrame>
        {selected ? (
          <SpotCard
            id={cardId}
            spot={selected}
            onClose={() => setSelectedKey(null)}
            onShowInList={onShowInList}
          />
        ) : null}
      </div>
    </section>
  )
}

/**
 * What is at the place tapped, over the bottom of the map (clear of the attribution button):
 * each item's kind, name and time, and the way to its card in the list.
 */
function SpotCard({
  id,
  spot,
  onClose,
  onShowInList,
}: {
  id: string
  spot: MapSpot
  onClose: () => void
  onShowInList: (listId: string) => void
}) {
  const card = useRef<HTMLDivElement>(null)
  // Keyboard and screen-reader users land on what they opened; on a phone the map's bottom,
  // where the card sits, may be below the fold: it scrolls just enough to show it.
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
    card.current?.focus({ preventScroll: true })
  }, [spot.key])
  // Escape closes it, from anywhere inside (a listener: the card itself is not a control).
  useEffect(() => {
    const element = card.current
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    element?.addEventListener('keydown', onKey)
    return () => element?.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div
      id={id}
      ref={card}
      tabIndex={-1}
      // Non-modal, like a map popup: the map and the page stay usable around it.
      role="dialog"
      aria-modal="false"
      aria-label={t.map.marker(spot.items.map((item) => item.label))}
      className="absolute inset-x-2 bottom-9 z-10 max-h-[60%] overflow-y-auto rounded-2xl bg-white p-3 shadow-lg ring-1 ring-gray-200"
    >
      <Button
        onClick={onClose}
        aria-label={t.map.close}
        variant="icon"
        className="absolute top-1 right-1"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </Button>
      <ul className="flex flex-col gap-3 pr-10">
        {spot.items.map((item) => (
          <SpotItem key={item.key} item={item} onShowInList={onShowInList} />
        ))}
      </ul>
    </div>
  )
}

function SpotItem({
  item,
  onShowInList,
}: {
  item: MapItem
  onShowInList: (listId: string) => void
}) {
  const when = t.map.when(dayOf(item.date), item.time)
  // The label and the time say the kind ('Avistamiento de Luna', 'Se perdió el…'), except for
  // an alert marked found: its time is when it was lost, so the kind goes first.
  const kind = item.kind === 'found' && item.moment === 'lost' ? `${t.map.kinds.found} · ` : ''
  return (
    <li className="flex items-start gap-2">
      <KindDot kind={item.kind} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold break-words text-gray-900">{item.label}</p>
        <p className="text-xs text-gray-600">
          {kind}
          {t.map.moment[item.moment](when)}
          {item.isPending ? ` · ${t.map.pending}` : ''}
        </p>
        <button
          type="button"
          onClick={() => onShowInList(item.listId)}
          aria-label={t.map.showInListLabel(item.label)}
          className="mt-1 inline-flex min-h-11 items-center rounded-lg text-sm font-semibold text-brand-700 underline"
        >
          {t.map.showInList}
        </button>
      </div>
    </li>
  )
}
