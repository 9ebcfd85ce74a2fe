import { useEffect, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { loadVisitorPage, type VisitorLoad } from './visitor.api'

export interface VisitorPageTexts {
  loading: string
  notFound: string
  loadError: string
  retry: string
  joinCta: string
}

/**
 * The frame of a page anyone may open without an account (an alert's /perdidos/{id}, a pet's
 * QR page): the brand, the read of `path` with its loading, not-found and retry states, the
 * page's content once read, and the invitation to join.
 */
export function VisitorPage<Body>(props: {
  path: string
  texts: VisitorPageTexts
  children: (body: Body) => ReactNode
}) {
  const { path, texts: t } = props
  const [state, setState] = useState<VisitorLoad<Body> | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let isCurrent = true
    void loadVisitorPage<Body>(path).then((result) => {
      if (isCurrent) setState(result)
    })
    return () => {
      isCurrent = false
    }
  }, [path, attempt])

  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col gap-4 bg-orange-50 p-4">
      <Link to="/" className="text-lg font-extrabold text-brand-700">
        Huellitas
      </Link>
      {state === null ? (
        <p role="status">{t.loading}</p>
      ) : state.kind === 'ok' ? (
        props.children(state.body)
      ) : (
        <div role="alert" className="rounded-2xl bg-white p-4 text-gray-700">
          <p>{state.kind === 'not-found' ? t.notFound : t.loadError}</p>
          {state.kind === 'error' ? (
            <button
              type="button"
              onClick={() => setAttempt((n) => n + 1)}
              className="mt-3 min-h-11 rounded-xl bg-brand-600 px-4 py-2 font-semibold text-white"
            >
              {t.retry}
            </button>
          ) : null}
        </div>
      )}
      <Link to="/" className="py-3 text-center text-sm font-medium text-brand-700 underline">
        {t.joinCta}
      </Link>
    </main>
  )
}

/** The pet's card at the top of a visitor page: its first photo, then the page's own lines. */
export function VisitorPetCard(props: { photo?: string; alt: string; children: ReactNode }) {
  return (
    <article className="overflow-hidden rounded-2xl bg-white shadow-sm">
      {props.photo ? (
        <img src={props.photo} alt={props.alt} className="aspect-square w-full object-cover" />
      ) : null}
      <div className="flex flex-col gap-2 p-4">{props.children}</div>
    </article>
  )
}
