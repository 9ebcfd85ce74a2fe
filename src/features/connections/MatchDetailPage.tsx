import { lazy, Suspense, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { connections as t } from '../../i18n/es/connections'
import { unmatch } from './connections.actions'
import { MatchDetailView } from './MatchDetailView'
import { useMatchDetail, type MatchDetailState } from './use-match-detail'
import { useNow } from '../../ui/use-now'

// A dialog is not part of the first paint: loaded when the user asks to unmatch.
const UnmatchDialog = lazy(() =>
  import('./UnmatchDialog').then((module) => ({ default: module.UnmatchDialog })),
)

/**
 * /matches/{id} (the target of match notifications). 'Deshacer match' asks first, then goes
 * through the write queue: the match leaves the lists at once, for both users once the server has
 * it; a refusal stays here with the server's message.
 */
export function MatchDetailPage({ matchId }: { matchId: string }) {
  const current = useMatchDetail(matchId)
  // The user's own unmatch hides the stored match at once: keep showing it until we leave.
  const [leaving, setLeaving] = useState<MatchDetailState | null>(null)
  const now = useNow()
  const navigate = useNavigate()
  const [isConfirming, setIsConfirming] = useState(false)
  const [isBusy, setIsBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const state = leaving ?? current

  const confirm = async () => {
    setIsBusy(true)
    setLeaving(state)
    try {
      const result = await unmatch(matchId)
      if (result.ok) {
        setIsConfirming(false)
        await navigate({ to: '/matches' })
        return
      }
      setError(result.message)
    } catch {
      setError(t.detail.unmatchError)
    }
    setLeaving(null)
    setIsBusy(false)
    setIsConfirming(false)
  }

  return (
    <>
      <MatchDetailView
        state={state}
        now={now}
        unmatchError={error}
        onUnmatch={() => {
          setError(null)
          setIsConfirming(true)
        }}
      />
      {isConfirming ? (
        <Suspense fallback={null}>
          <UnmatchDialog
            isOpen
            petName={state.kind === 'ready' ? state.match.otherPetName : ''}
            isBusy={isBusy}
            onConfirm={() => void confirm()}
            onCancel={() => setIsConfirming(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
