import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useFocusAlert } from './use-focus-alert'
import { useNavigate } from '@tanstack/react-router'
import { HandHeart, Search, ShieldAlert, SearchX, TriangleAlert } from 'lucide-react'
import { foundPets as ft } from '../../i18n/es/found-pets'
import { lostPets as t } from '../../i18n/es/lost-pets'
import { Spinner } from '../../ui/Spinner'
import { useNow } from '../../ui/use-now'
import { useSession } from '../../session/use-session'
import { LostPetCard } from './LostPetCard'
import { loadFilterPanel, LostPetsFilters } from './LostPetsFilters'
import { defaultFilters, emptyReason, filterLostPets, type LostPetFilters } from './lost-pet-list'
import type { ListedLostPet } from './lost-pets.repo'
import { shareAlert } from './share-alert'
import { useLostPets } from './use-lost-pets'
import { filterFoundReports } from './found/found-list'
import { useFoundReports } from './found/use-found-reports'
import { usePosition } from './use-position'
import { ViewSwitch, type LostPetsView } from './ViewSwitch'
import { Button } from '../../ui/Button'
import { lazyDialog } from '../../ui/lazy-dialog'

const SightingDialog = lazyDialog(() => import('./SightingDialog'))
const FlyerDialog = lazyDialog(() => import('./flyer/FlyerDialog'))
const FoundReportDialog = lazyDialog(() => import('./found/FoundReportDialog'))
/*
 * What the first paint of the 'Perdidas' tab never shows loads once the screen has painted
 * (below, with the filter panel's selects): the 'Encontradas' tab's report cards, the status
 * question (with the write it confirms) and the lost-pet chat's opening call. In the first load
 * they put this screen over the signed-in budget's headroom (design.md). Fetched at once after
 * the paint, they are there for a tap offline even before the worker has precached them.
 */
const loadFoundReportsList = () => import('./found/FoundReportsList')
const loadStatusConfirm = () => import('./StatusConfirm')
const loadChatActions = () => import('./lost-pet-chat.actions')
const FoundReportsList = lazy(() =>
  loadFoundReportsList().then((module) => ({ default: module.FoundReportsList })),
)
const StatusConfirm = lazy(() =>
  loadStatusConfirm().then((module) => ({ default: module.StatusConfirm })),
)
// The map view's chunk (and MapLibre behind it) loads when the user opens 'Mapa', never before.
const LostPetsMapPanel = lazy(() => import('./map/LostPetsMapPanel'))

/** §2 search debounce */
export const SEARCH_DEBOUNCE_MS = 500

/**
 * /lost-pets (spec §2): the alerts replicated to this device (near the user's place, and their
 * own), in two tabs, searched and filtered on the device — the same offline as online.
 */
export function LostPetsPage({
  focusAlertId,
  isReportingFound = false,
}: {
  focusAlertId?: string | undefined
  /** open 'Encontré una mascota' at once (the QR scanner's unknown code) */
  isReportingFound?: boolean
}) {
  const userId = useSession().user?.id
  const { pets, isLoading, hasError, retry } = useLostPets()
  const from = usePosition()
  const now = useNow(60_000)
  const [filters, setFilters] = useState<LostPetFilters>(defaultFilters)
  const [typed, setTyped] = useState('')
  const [sighting, setSighting] = useState<ListedLostPet | null>(null)
  const [asked, setAsked] = useState<ListedLostPet | null>(null)
  // Once asked, the status dialog stays mounted, so closing it returns focus as before.
  const [hasAsked, setHasAsked] = useState(false)
  const [flyerOf, setFlyerOf] = useState<ListedLostPet | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [isReporting, setIsReporting] = useState(isReportingFound)
  const foundReports = useFoundReports()
  const [opening, setOpening] = useState<string | null>(null)
  const [view, setView] = useState<LostPetsView>('list')
  const navigate = useNavigate()

  useEffect(() => {
    for (const load of [loadFoundReportsList, loadStatusConfirm, loadChatActions, loadFilterPanel])
      load().catch(() => undefined)
  }, [])

  useEffect(() => {
    const timer = setTimeout(
      () => setFilters((before) => ({ ...before, search: typed })),
      SEARCH_DEBOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [typed])

  const listed = useMemo(
    () => filterLostPets(pets, filters, { from, now, ...(userId ? { userId } : {}) }),
    [pets, filters, from, now, userId],
  )
  const foundListed = useMemo(
    () =>
      filters.status === 'found'
        ? filterFoundReports(foundReports, filters, { from, now, ...(userId ? { userId } : {}) })
        : [],
    [foundReports, filters, from, now, userId],
  )
  const entries = useMemo(() => [...foundListed, ...listed], [foundListed, listed])
  const { focused, focusRef, showInList } = useFocusAlert(focusAlertId, pets, entries, setFilters)

  const isMine = (pet: ListedLostPet) =>
    userId !== undefined && (pet.reporterId === userId || pet.ownerId === userId)

  const message = (pet: ListedLostPet) => {
    if (opening) return
    setOpening(pet.id)
    setNotice(null)
    loadChatActions()
      .then((module) => module.openLostPetConversation(pet.id))
      .then(
        (result) => {
          setOpening(null)
          if (result.ok)
            void navigate({ to: '/chat/$matchId', params: { matchId: result.matchId } })
          else setNotice(result.message)
        },
        () => {
          setOpening(null)
          setNotice(t.actions.messageError)
        },
      )
  }

  const share = (pet: ListedLostPet) => {
    shareAlert(pet).then(
      (message) => message && setNotice(message),
      () => undefined,
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-3 px-4 pt-4 pb-24">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900">{t.title}</h1>
          {isLoading || hasError ? null : (
            <p role="status" className="text-sm font-medium text-gray-600">
              {filters.status === 'found'
                ? ft.list.count(foundListed.length + listed.length)
                : t.count(listed.length)}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => setIsReporting(true)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl bg-sky-700 px-3 text-sm font-semibold text-white hover:bg-sky-800"
        >
          <HandHeart aria-hidden="true" className="h-4 w-4" />
          {ft.open}
        </button>
      </header>
      <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-2.5 text-xs text-amber-900">
        <ShieldAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
        {t.scamWarning}
      </p>
      <div
        role="tablist"
        aria-label={t.tabs.label}
        className="grid grid-cols-2 rounded-xl bg-gray-100 p-1"
      >
        {(['active', 'found'] as const).map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            aria-selected={filters.status === status}
            onClick={() => setFilters((before) => ({ ...before, status }))}
            className={`min-h-10 rounded-lg text-sm font-semibold ${
              filters.status === status ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600'
            }`}
          >
            {status === 'active' ? t.tabs.lost : t.tabs.found}
          </button>
        ))}
      </div>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-400"
        />
        <input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-label={t.search}
          placeholder={t.search}
          className="min-h-11 w-full rounded-xl border border-gray-300 bg-white pr-3 pl-9 text-base focus:border-brand-500 focus:outline-none"
        />
      </div>
      {/* The switch sits on the filter button's row; the open filter panel goes under both. */}
      <div className="relative">
        <LostPetsFilters filters={filters} onChange={setFilters} hasPosition={from !== null} />
        <div className="absolute top-0 right-0">
          <ViewSwitch view={view} onChange={setView} />
        </div>
      </div>
      {notice ? (
        <div
          role="status"
          className="flex items-center gap-2 rounded-xl bg-gray-900 px-3 py-2 text-sm text-white"
        >
          <span className="flex-1">{notice}</span>
          <button
            type="button"
            onClick={() => setNotice(null)}
            className="rounded-lg px-2 py-1 text-xs font-semibold underline"
          >
            {t.actions.dismiss}
          </button>
        </div>
      ) : null}
      {isLoading ? (
        <div className="py-10">
          <Spinner />
          <p className="sr-only">{t.loading}</p>
        </div>
      ) : hasError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl bg-red-50 p-6 text-center"
        >
          <TriangleAlert aria-hidden="true" className="h-7 w-7 text-red-600" />
          <p className="font-semibold text-red-800">{t.loadError}</p>
          <Button onClick={retry} variant="danger">
            {t.retry}
          </Button>
        </div>
      ) : view === 'map' ? (
        <Suspense fallback={<Spinner />}>
          <LostPetsMapPanel
            alerts={listed}
            foundReports={foundListed}
            onShowInList={(id) => {
              showInList(id)
              setView('list')
            }}
          />
        </Suspense>
      ) : listed.length === 0 && foundListed.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-orange-200 bg-brand-50/60 px-6 py-10 text-center">
          <SearchX aria-hidden="true" className="h-8 w-8 text-brand-500" />
          <p className="text-base font-bold text-gray-900">
            {filters.status === 'found' ? ft.list.emptyTitle : t.empty.none}
          </p>
          <p className="text-sm text-gray-600">
            {filters.status === 'found' && emptyReason(filters) === 'active'
              ? ft.list.empty
              : t.empty[emptyReason(filters)]}
          </p>
        </div>
      ) : (
        // One boundary for both lists: the found reports' first load shows the spinner, never
        // the alerts first and the reports pushed in above them.
        <Suspense fallback={<Spinner />}>
          {filters.status === 'found' ? (
            <FoundReportsList
              reports={foundListed}
              userId={userId}
              hasAlerts={listed.length > 0}
              focused={focused}
              focusRef={focusRef}
            />
          ) : null}
          <ul className="flex flex-col gap-3" aria-label={t.title}>
            {listed.map((pet) => (
              <li
                key={pet.id}
                ref={pet.id === focused ? focusRef : undefined}
                className="scroll-mt-4"
              >
                <LostPetCard
                  pet={pet}
                  now={now}
                  isMine={isMine(pet)}
                  isOpening={opening === pet.id}
                  onMessage={message}
                  onSighting={setSighting}
                  onShare={share}
                  onStatus={(pet) => {
                    setAsked(pet)
                    setHasAsked(true)
                  }}
                  onFlyer={setFlyerOf}
                  onNotice={setNotice}
                />
              </li>
            ))}
          </ul>
        </Suspense>
      )}
      {isReporting ? (
        <FoundReportDialog
          onClose={() => setIsReporting(false)}
          onReported={(message) => {
            setIsReporting(false)
            setFilters((before) => ({ ...before, status: 'found' }))
            setNotice(message)
          }}
        />
      ) : null}
      {sighting ? (
        <SightingDialog
          pet={sighting}
          onClose={() => setSighting(null)}
          onReported={(message) => {
            setSighting(null)
            setNotice(message)
          }}
        />
      ) : null}
      {flyerOf ? (
        <FlyerDialog
          // The alert as it is now (a status change or an edit synced meanwhile), else as opened.
          pet={pets.find((pet) => pet.id === flyerOf.id) ?? flyerOf}
          onClose={() => setFlyerOf(null)}
        />
      ) : null}
      {hasAsked ? (
        <Suspense fallback={null}>
          <StatusConfirm
            pet={asked}
            onDone={(message) => {
              setAsked(null)
              if (message) setNotice(message)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
