import { lazy, Suspense } from 'react'
import type { DiscoverFiltersApi, DiscoverPet } from '../discover'
import type { MatchDetail } from '../matching'

// Loaded the first time each opens: a visit that never filters never downloads the form.
const LazyFilterDialog = lazy(() =>
  import('./FilterDialog').then((module) => ({ default: module.FilterDialog })),
)
const LazyLocationDialog = lazy(() =>
  import('./LocationDialog').then((module) => ({ default: module.LocationDialog })),
)
const LazyPhotoViewer = lazy(() =>
  import('./PhotoViewer').then((module) => ({ default: module.PhotoViewer })),
)
const LazyMatchModal = lazy(() =>
  import('./MatchModal').then((module) => ({ default: module.MatchModal })),
)
const LazyCommentsSheet = lazy(() =>
  import('../comments/CommentsSheet').then((module) => ({ default: module.CommentsSheet })),
)

export type HomeOverlay =
  | { kind: 'filters' }
  | { kind: 'location' }
  | { kind: 'photos'; pet: DiscoverPet }
  | { kind: 'comments'; pet: DiscoverPet }

interface HomeOverlaysProps {
  overlay: HomeOverlay | null
  filtersApi: DiscoverFiltersApi
  match: MatchDetail | null
  onCloseMatch: () => void
  onClose: () => void
}

/** The home's dialogs, viewer, sheet and match modal: each loaded the first time it opens. */
export function HomeOverlays({
  overlay,
  filtersApi,
  match,
  onCloseMatch,
  onClose,
}: HomeOverlaysProps) {
  const { filters, setFilters, clearFilters } = filtersApi
  return (
    <Suspense fallback={null}>
      {overlay?.kind === 'filters' ? (
        <LazyFilterDialog
          filters={filters}
          onApply={setFilters}
          onClear={clearFilters}
          onClose={onClose}
        />
      ) : null}
      {overlay?.kind === 'location' ? (
        <LazyLocationDialog
          maxDistance={filters.maxDistance}
          onApply={(maxDistance) => setFilters({ ...filters, maxDistance })}
          onClose={onClose}
        />
      ) : null}
      {overlay?.kind === 'photos' ? (
        <LazyPhotoViewer photos={overlay.pet.photos} name={overlay.pet.name} onClose={onClose} />
      ) : null}
      {overlay?.kind === 'comments' ? (
        <LazyCommentsSheet
          petId={overlay.pet.id}
          petName={overlay.pet.name}
          isOpen
          onClose={onClose}
        />
      ) : null}
      {match ? <LazyMatchModal match={match} onClose={onCloseMatch} /> : null}
    </Suspense>
  )
}
