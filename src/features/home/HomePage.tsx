import { Suspense, useState } from 'react'
import { WifiOff } from 'lucide-react'
import { useSession } from '../../session/use-session'
import { useActingPet, useDiscoverFilters, useDiscoverStack } from '../discover'
import { sendSwipe, useDailyQuota, useQueuedSwipes } from '../matching'
import { useConnection } from '../offline'
import { home as t } from '../../i18n/es/home'
import { common } from '../../i18n/es/common'
import { Spinner } from '../../ui/Spinner'
import type { HomeOverlay } from './HomeOverlays'
import {
  LazyActingPetSelect,
  LazyActiveFilterBar,
  LazyHomeOverlays,
  LazyNoticeLine,
  LazyStackMessage,
  LazyUndoPassButton,
  LazyWelcomeBanner,
} from './home-lazy'
import { SwipeDeck } from './SwipeDeck'
import { SwipesIndicator } from './SwipesIndicator'
import { SwipeToolbar } from './SwipeToolbar'
import { useSessionFlag } from './use-session-flag'
import { useSwipeFlow } from './use-swipe-flow'

const FILTER_BAR_HIDDEN_KEY = 'home.filterBarHidden'

/**
 * The signed-in '/' (spec §2 'Home / discover'): the welcome for users without pets, the
 * toolbar, the active filters and the swipe stack. Everything it opens is loaded on demand.
 */
export default function HomePage() {
  const { user } = useSession()
  const acting = useActingPet()
  const isReadingPets = acting.isLoading ?? false
  const actingPetId = acting.actingPet?.id ?? null
  const filtersApi = useDiscoverFilters()
  // undefined while the own pets or the queued swipes are read: the acting pet may still
  // change, a card whose swipe is queued may not show yet; nothing is fetched or shown.
  const queuedSwipes = useQueuedSwipes(actingPetId)
  const stack = useDiscoverStack(
    isReadingPets || queuedSwipes === undefined ? undefined : actingPetId,
    queuedSwipes,
  )
  const quota = useDailyQuota()
  const { isOnline } = useConnection()
  const flow = useSwipeFlow({ actingPetId, remove: stack.remove, send: sendSwipe })
  const [overlay, setOverlay] = useState<HomeOverlay | null>(null)
  const [isFilterBarHidden, setFilterBarHidden] = useSessionFlag(FILTER_BAR_HIDDEN_KEY)
  if (!user) return null
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name
  const undo =
    quota.isPremium && flow.lastPass ? (
      <Suspense fallback={null}>
        <LazyUndoPassButton
          pet={flow.lastPass}
          onUndone={(pet) => {
            flow.clearLastPass()
            stack.restore(pet)
          }}
          onError={(message) => flow.showNotice(message, 'error')}
        />
      </Suspense>
    ) : null
  // From the local database, so the welcome is right offline too.
  const hasNoPets = !isReadingPets && acting.pets.length === 0

  return (
    <div className="flex flex-1 flex-col gap-3 px-4 py-3">
      <h1 className="sr-only">{t.heading}</h1>
      <Suspense fallback={null}>
        {hasNoPets ? <LazyWelcomeBanner name={firstName} /> : null}
      </Suspense>
      <SwipeToolbar
        activeCount={filtersApi.activeFilters.length}
        onOpenFilters={() => setOverlay({ kind: 'filters' })}
        onOpenLocation={() => setOverlay({ kind: 'location' })}
        onShowFilterBar={() => setFilterBarHidden(false)}
        actingPet={
          acting.pets.length > 1 ? (
            <Suspense fallback={null}>
              <LazyActingPetSelect
                pets={acting.pets}
                actingPetId={actingPetId}
                onChange={acting.setActingPetId}
              />
            </Suspense>
          ) : null
        }
      >
        <SwipesIndicator isPremium={quota.isPremium} likesLeft={quota.likesLeft} />
      </SwipeToolbar>
      {isFilterBarHidden || filtersApi.activeFilters.length === 0 ? null : (
        <Suspense fallback={null}>
          <LazyActiveFilterBar
            activeFilters={filtersApi.activeFilters}
            onReset={filtersApi.resetFilter}
            onClearAll={filtersApi.clearFilters}
            onHide={() => setFilterBarHidden(true)}
          />
        </Suspense>
      )}
      {/* Offline the shell's banner already says so: one notice, not two. */}
      {stack.isStoredCopy && isOnline ? (
        <p className="flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t.stack.storedCopy}
        </p>
      ) : null}
      {flow.notice ? (
        <Suspense fallback={null}>
          <LazyNoticeLine
            key={flow.notice.id}
            notice={flow.notice}
            onDismiss={flow.dismissNotice}
          />
        </Suspense>
      ) : null}
      {stack.status === 'loading' ? <Spinner label={t.stack.loading} /> : null}
      <Suspense fallback={null}>
        {stack.status === 'error' ? (
          <LazyStackMessage
            role="alert"
            title={stack.errorMessage ?? t.stack.errorTitle}
            text={t.stack.errorText}
            actionLabel={common.retry}
            onAction={stack.refetch}
          />
        ) : null}
        {stack.status === 'empty' ? (
          <>
            <LazyStackMessage
              title={t.stack.emptyTitle}
              text={t.stack.emptyText}
              actionLabel={t.stack.refresh}
              onAction={stack.refetch}
            />
            {undo ? <div className="flex justify-center">{undo}</div> : null}
          </>
        ) : null}
      </Suspense>
      {stack.status === 'ready' ? (
        <SwipeDeck
          cards={stack.cards}
          exit={flow.exit}
          onDecide={flow.decide}
          onOpenPhotos={(pet) => setOverlay({ kind: 'photos', pet })}
          onOpenComments={(pet) => setOverlay({ kind: 'comments', pet })}
          extraAction={undo}
        />
      ) : null}
      {overlay || flow.match ? (
        <Suspense fallback={null}>
          <LazyHomeOverlays
            overlay={overlay}
            filtersApi={filtersApi}
            match={flow.match}
            onCloseMatch={flow.closeMatch}
            onClose={() => setOverlay(null)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
