import { useEffect, useRef, useState } from 'react'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { MAX_AREA_TILES } from '../../../../sw/map/map-cache-names'
import { mapOffline as texts } from '../../../i18n/es/map-offline'
import { mapFiles } from './map-files'
import { describeMap } from './map-sources'
import { estimateFileBytes, isQuotaError, saveArea, type SaveProgress } from './save-area-runner'
import { planSave, type SavePlan } from './save-plan'
import { savedAreaExpiry, type SavedArea } from './saved-areas'
import { isOffline } from '../../../api/online'

type State =
  | { step: 'idle' }
  | { step: 'confirm'; plan: SavePlan; files: string[]; bytes: number }
  | { step: 'saving'; progress: SaveProgress }
  | { step: 'done'; area: SavedArea; failed: number }
  | { step: 'error'; message: string }

/** Room the save may take beyond its estimate (the estimate is an average). */
const SPACE_MARGIN = 1.5

async function hasRoomFor(bytes: number): Promise<boolean> {
  if (!('storage' in navigator) || typeof navigator.storage.estimate !== 'function') return true
  const { quota, usage } = await navigator.storage.estimate()
  if (quota === undefined || usage === undefined) return true
  return quota - usage >= bytes * SPACE_MARGIN
}

/**
 * 'Guardar esta zona sin conexión': on a map, saves the visible area at the current zoom and
 * two more for offline use. It first says how many tiles and roughly how many MB, then shows
 * progress with a way to cancel, then until when the area is kept. Lives in the map's lazy
 * chunk; `map` is the MapLibre instance (null until it loads), `styleUrl` the style it shows.
 */
export function SaveAreaControl({ map, styleUrl }: { map: MapLibreMap | null; styleUrl: string }) {
  const [state, setState] = useState<State>({ step: 'idle' })
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  async function plan() {
    if (!map) return
    if (!('caches' in window)) return setState({ step: 'error', message: texts.unsupported })
    if (isOffline()) return setState({ step: 'error', message: texts.offline })
    const described = describeMap(map)
    const planned = planSave(described.sources, described.box, described.zoom)
    if (planned.tileCount > MAX_AREA_TILES) {
      return setState({ step: 'error', message: texts.tooLarge(MAX_AREA_TILES) })
    }
    try {
      const files = await mapFiles(styleUrl, window.devicePixelRatio)
      const bytes = planned.estimatedBytes + (await estimateFileBytes(files))
      setState({ step: 'confirm', plan: planned, files, bytes })
    } catch {
      setState({ step: 'error', message: texts.failed })
    }
  }

  async function save(planned: SavePlan, files: string[], bytes: number) {
    if (!(await hasRoomFor(bytes))) {
      return setState({ step: 'error', message: texts.noSpace })
    }
    // Asks the browser not to evict the app's storage under pressure; granted or not, the
    // save goes on (Chromium decides from engagement, without asking the user).
    void navigator.storage?.persist?.().catch(() => false)
    const controller = new AbortController()
    abort.current = controller
    setState({ step: 'saving', progress: { done: 0, total: 1, bytes: 0, failed: 0 } })
    try {
      const { area, failed } = await saveArea({
        plan: planned,
        files,
        pixelRatio: window.devicePixelRatio,
        signal: controller.signal,
        onProgress: (progress) => setState({ step: 'saving', progress }),
      })
      setState({ step: 'done', area, failed })
    } catch (error) {
      const message = controller.signal.aborted
        ? texts.cancelled
        : isQuotaError(error)
          ? texts.quotaExceeded
          : texts.failed
      setState({ step: 'error', message })
    } finally {
      abort.current = null
    }
  }

  const panel = 'rounded-xl bg-white/95 p-3 text-sm text-gray-800 shadow-md'
  const button = 'rounded-full px-3 py-2 font-semibold disabled:opacity-50'
  const primary = `${button} bg-orange-700 text-white hover:bg-orange-800`
  const secondary = `${button} bg-gray-100 text-gray-800 hover:bg-gray-200`

  if (state.step === 'idle') {
    return (
      <button
        type="button"
        className={`${primary} shadow-md`}
        disabled={!map}
        onClick={() => void plan()}
      >
        {texts.saveArea}
      </button>
    )
  }
  const close = () => setState({ step: 'idle' })
  return (
    <section aria-label={texts.regionLabel} className={panel}>
      {state.step === 'confirm' && (
        <>
          <p>{texts.estimate(state.plan.tileCount, state.bytes)}</p>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className={primary}
              onClick={() => void save(state.plan, state.files, state.bytes)}
            >
              {texts.confirm}
            </button>
            <button type="button" className={secondary} onClick={close}>
              {texts.cancel}
            </button>
          </div>
        </>
      )}
      {state.step === 'saving' && (
        <>
          <p role="status">{texts.saving(state.progress.done / state.progress.total)}</p>
          <progress
            className="mt-2 w-full"
            aria-label={texts.progressLabel}
            max={state.progress.total}
            value={state.progress.done}
          />
          <button
            type="button"
            className={`${secondary} mt-2`}
            onClick={() => abort.current?.abort()}
          >
            {texts.cancel}
          </button>
        </>
      )}
      {(state.step === 'done' || state.step === 'error') && (
        <>
          <p role={state.step === 'error' ? 'alert' : 'status'}>
            {state.step === 'done'
              ? texts.done(state.area.bytes, savedAreaExpiry(state.area))
              : state.message}
          </p>
          {state.step === 'done' && state.failed > 0 && <p>{texts.someFailed(state.failed)}</p>}
          <button type="button" className={`${secondary} mt-2`} onClick={close}>
            {texts.close}
          </button>
        </>
      )}
    </section>
  )
}
