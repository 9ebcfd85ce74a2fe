import { Link } from '@tanstack/react-router'
import { ArrowLeft, Heart, HeartCrack, MessageCircle, PawPrint, Star } from 'lucide-react'
import { connections as t } from '../../i18n/es/connections'
import { Spinner } from '../../ui/Spinner'
import { relativeTime } from '../../i18n/relative-time'
import type { MatchDetailState } from './use-match-detail'
import { buttonClassName } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { MatchedPet } from './MatchedPet'

interface MatchDetailViewProps {
  state: MatchDetailState
  now: number
  /** the refusal of the last unmatch, to show */
  unmatchError: string | null
  onUnmatch: () => void
}

const BACK =
  'inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:text-brand-600'

/** /matches/{id}: both pets, the other owner, when it happened, and what to do next. */
export function MatchDetailView({ state, now, unmatchError, onUnmatch }: MatchDetailViewProps) {
  const back = (
    <Link to="/matches" className={BACK}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t.detail.back}
    </Link>
  )
  if (state.kind === 'loading') return <Spinner />
  if (state.kind !== 'ready') {
    const isMissing = state.kind === 'not-found'
    return (
      <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
        {back}
        <div
          role="alert"
          className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-100"
        >
          <PawPrint aria-hidden="true" className="mx-auto h-8 w-8 text-orange-400" />
          <h1 className="mt-2 text-lg font-bold text-gray-900">
            {isMissing ? t.detail.notFound : state.message}
          </h1>
          {isMissing ? <p className="mt-1 text-sm text-gray-600">{t.detail.notFoundText}</p> : null}
        </div>
      </div>
    )
  }
  const { match, isStored } = state
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
      {back}
      <section className="rounded-3xl bg-gradient-to-b from-brand-50 to-white p-5 text-center shadow-sm ring-1 ring-orange-100">
        <h1 className="text-2xl font-extrabold text-brand-600">{t.detail.title}</h1>
        <p className="mt-1 text-sm text-gray-600">
          {t.detail.between(match.myPetName, match.otherPetName)}
        </p>
        <div className="mt-4 flex items-center justify-center gap-3">
          <MatchedPet name={match.myPetName} image={match.myPetImage} whose={t.detail.yourPet} />
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-500 text-white shadow">
            {match.isSuperLike ? (
              <Star aria-hidden="true" className="h-5 w-5 fill-current" />
            ) : (
              <Heart aria-hidden="true" className="h-5 w-5 fill-current" />
            )}
            {match.isSuperLike ? <span className="sr-only">{t.superLike}</span> : null}
          </span>
          <MatchedPet
            name={match.otherPetName}
            image={match.otherPetImage}
            whose={t.detail.theirPet}
          />
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-left text-sm">
          <div className="rounded-xl bg-white p-3 ring-1 ring-gray-100">
            <dt className="text-xs text-gray-500">{t.detail.owner}</dt>
            <dd className="truncate font-semibold text-gray-900">{match.otherUserName}</dd>
          </div>
          <div className="rounded-xl bg-white p-3 ring-1 ring-gray-100">
            <dt className="text-xs text-gray-500">{t.detail.breed}</dt>
            <dd className="truncate font-semibold text-gray-900">{match.otherPetBreed ?? '—'}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-gray-500">
          {t.detail.matchedAt(relativeTime(match.matchedAt, now))}
        </p>
      </section>
      {isStored ? <p className="text-center text-sm text-gray-500">{t.detail.offline}</p> : null}
      {unmatchError ? <Notice kind="error">{unmatchError}</Notice> : null}
      <div className="flex flex-col gap-2">
        <Link
          to="/chat/$matchId"
          params={{ matchId: match.matchId }}
          className={buttonClassName({ className: 'shadow-sm' })}
        >
          <MessageCircle aria-hidden="true" className="h-5 w-5" />
          {t.detail.sendMessage}
        </Link>
        {match.otherPetId ? (
          <Link
            to="/pet/$petId"
            params={{ petId: match.otherPetId }}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-brand-700 ring-1 ring-orange-200 hover:bg-brand-50"
          >
            <PawPrint aria-hidden="true" className="h-5 w-5" />
            {t.detail.viewProfile}
          </Link>
        ) : null}
        <button
          type="button"
          onClick={onUnmatch}
          className="inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 font-semibold text-red-700 hover:bg-red-50"
        >
          <HeartCrack aria-hidden="true" className="h-5 w-5" />
          {t.detail.unmatch}
        </button>
      </div>
    </div>
  )
}
