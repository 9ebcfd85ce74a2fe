import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Star } from 'lucide-react'
import type { ReceivedLike } from '@contract/subscription.contract'
import { errorMessage, isNetworkError } from '../../api/http'
import { premium as t } from '../../i18n/es/premium'
import { PetThumb } from '../../ui/PetThumb'
import { Spinner } from '../../ui/Spinner'
import { useLoaded } from '../../ui/use-loaded'
import { getReceivedLikes } from './premium.api'

type LikesState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; likes: ReceivedLike[]; isStoredCopy: boolean }

async function fetchLikes(): Promise<LikesState> {
  try {
    const { likes, isStoredCopy } = await getReceivedLikes()
    return { kind: 'loaded', likes, isStoredCopy }
  } catch (failure) {
    const message = isNetworkError(failure)
      ? t.likesOffline
      : await errorMessage(failure, t.likesError)
    return { kind: 'error', message }
  }
}

const likesFailed = (): LikesState => ({ kind: 'error', message: t.likesError })

/**
 * 'Quién te dio like' (spec §6): pets that liked the user's pets and still wait for an answer.
 * The server decides (premium only, open likes only) and the list is read live; offline the
 * service worker answers the last list it saw (sw/last-known.ts), said to be a saved copy.
 * Each entry opens the pet's profile, where the user can answer.
 */
export function ReceivedLikes() {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useLoaded<LikesState>(
    fetchLikes,
    { kind: 'loading' },
    likesFailed,
    attempt,
  )
  const load = () => {
    setState({ kind: 'loading' })
    setAttempt((count) => count + 1)
  }

  return (
    <section aria-labelledby="premium-likes" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="premium-likes" className="mb-3 text-lg font-bold text-gray-900">
        {t.likesTitle}
      </h2>
      {state.kind === 'loaded' && state.isStoredCopy ? (
        <p role="status" className="mb-2 text-sm text-amber-900">
          {t.likesStoredCopy}
        </p>
      ) : null}
      {state.kind === 'loading' ? (
        <Spinner />
      ) : state.kind === 'error' ? (
        <div role="alert" className="flex items-center justify-between gap-2 text-sm text-red-800">
          <p>{state.message}</p>
          <button
            type="button"
            onClick={load}
            className="min-h-11 rounded-xl bg-red-50 px-3 font-semibold"
          >
            {t.retry}
          </button>
        </div>
      ) : state.likes.length === 0 ? (
        <p className="text-sm text-gray-600">{t.likesEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {state.likes.map((like) => (
            <li key={like.id}>
              <Link
                to="/pet/$petId"
                params={{ petId: like.fromPet.id }}
                className="flex items-center gap-3 rounded-xl p-2 hover:bg-gray-50"
              >
                <PetThumb
                  image={like.fromPet.photo}
                  alt={t.photoAlt(like.fromPet.name)}
                  className="h-12 w-12 rounded-xl"
                />
                <span className="flex min-w-0 flex-col">
                  <span className="flex items-center gap-1 font-semibold text-gray-900">
                    {like.fromPet.name}
                    {like.isSuperLike ? (
                      <span className="inline-flex items-center gap-0.5 rounded-full bg-blue-100 px-1.5 text-xs text-blue-800">
                        <Star aria-hidden="true" className="h-3 w-3" />
                        {t.superLike}
                      </span>
                    ) : null}
                  </span>
                  <span className="truncate text-sm text-gray-600">
                    {t.likedYourPet(like.fromUser.name, like.yourPet.name)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
