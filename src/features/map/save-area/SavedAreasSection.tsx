import { useEffect, useId, useState } from 'react'
import { Map as MapIcon, Trash2 } from 'lucide-react'
import { mapOffline } from '../../../i18n/es/map-offline'
import { deleteSavedArea, storedSavedAreas, type SavedArea } from './saved-areas'

const texts = mapOffline.saved

function areaName(area: SavedArea): string {
  return area.place ? texts.near(area.place) : texts.unnamed
}

/**
 * Settings › 'Zonas sin conexión': the map areas saved on this device, each with its place,
 * zooms, size and date, and 'Eliminar' to free its space. Reads only localStorage and Cache
 * Storage, so it works offline. A lazy chunk of its own (LazySavedAreasSection): Settings'
 * first load does not grow.
 */
export default function SavedAreasSection() {
  const headingId = useId()
  const [areas, setAreas] = useState<SavedArea[] | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null)
  const isSupported = typeof caches !== 'undefined'

  useEffect(() => {
    if (!isSupported) return
    let isCurrent = true
    void storedSavedAreas()
      .catch(() => [])
      .then((found) => {
        if (isCurrent) setAreas(found)
      })
    return () => {
      isCurrent = false
    }
  }, [isSupported])

  async function remove(area: SavedArea) {
    setRemoving(area.cacheName)
    setNotice(null)
    try {
      await deleteSavedArea(area.cacheName)
      setAreas((current) => current?.filter((kept) => kept.cacheName !== area.cacheName) ?? null)
      setNotice({ text: texts.removed(areaName(area)), isError: false })
    } catch {
      setNotice({ text: texts.removeFailed, isError: true })
    } finally {
      setRemoving(null)
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="mb-2 px-1 text-xs font-semibold tracking-wide text-gray-500 uppercase"
      >
        {texts.title}
      </h2>
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm">
        {!isSupported ? (
          <p className="px-4 py-3 text-sm text-gray-600">{texts.unsupported}</p>
        ) : areas === null ? (
          <p className="px-4 py-3 text-sm text-gray-600">{texts.loading}</p>
        ) : areas.length === 0 ? (
          <p className="px-4 py-3 text-sm text-gray-600">{texts.empty}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {areas.map((area) => {
              const name = areaName(area)
              return (
                <li key={area.cacheName} className="flex min-h-14 items-center gap-3 px-4 py-2">
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                    <MapIcon aria-hidden="true" className="h-5 w-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block break-words">{name}</span>
                    <span className="block text-xs text-gray-500">
                      {[
                        texts.zooms(area.zooms[0], area.zooms[1]),
                        texts.size(area.bytes),
                        texts.savedOn(new Date(area.savedAt)),
                      ].join(' · ')}
                    </span>
                  </span>
                  <button
                    type="button"
                    aria-label={texts.removeLabel(name)}
                    disabled={removing !== null}
                    onClick={() => void remove(area)}
                    className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    {removing === area.cacheName ? texts.removing : texts.remove}
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
      {notice ? (
        <p
          role={notice.isError ? 'alert' : 'status'}
          className={`mt-2 rounded-2xl px-3 py-2.5 text-sm ${
            notice.isError ? 'bg-red-50 text-red-800' : 'bg-sky-50 text-sky-900'
          }`}
        >
          {notice.text}
        </p>
      ) : null}
    </section>
  )
}
