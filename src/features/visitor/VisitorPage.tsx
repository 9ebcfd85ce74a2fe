import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { THUMBNAIL_LONG_SIDE, thumbnailPath } from '@contract/media'
import { CONTENT_MARK } from '../../ui/content-mark'
import { loadVisitorPage, type VisitorLoad } from './visitor.api'
import { Button } from '../../ui/Button'

const noSubscription = () => () => undefined

/** The photo box: square, as wide as the page's column (max-w-lg, less its padding). */
const PHOTO_BOX_PX = THUMBNAIL_LONG_SIDE
const PHOTO_SIZES = `(max-width: 512px) calc(100vw - 2rem), ${PHOTO_BOX_PX}px`

/** The stored sizes of an uploaded photo as a srcset (contract/media.ts); others as they are. */
function responsivePhoto(photo: string): { src: string; srcSet: string | undefined } {
  const thumbnail = thumbnailPath(photo)
  if (!thumbnail || thumbnail === photo) return { src: photo, srcSet: undefined }
  return { src: thumbnail, srcSet: `${thumbnail} ${THUMBNAIL_LONG_SIDE}w, ${photo} 1600w` }
}

export interface VisitorPageTexts {
  loading: string
  notFound: string
  loadError: string
  retry: string
  joinCta: string
}

/**
 * The frame of a page anyone may open without an account (an alert's /perdidos/{id}, a pet's
 * QR page): the brand, the page's content, and the invitation to join. A server-rendered page
 * comes with its `initial` content; in the app the read of `path` happens here, with its
 * loading, not-found and retry states. Plain links: the visitor's pages hydrate without the
 * app's router, and the app's own pages load as pages.
 */
export function VisitorPage<Body>(props: {
  path: string
  texts: VisitorPageTexts
  initial?: VisitorLoad<Body> | undefined
  children: (body: Body) => ReactNode
}) {
  const { path, texts: t, initial } = props
  const [state, setState] = useState<VisitorLoad<Body> | null>(initial ?? null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (initial && attempt === 0) return
    let isCurrent = true
    void loadVisitorPage<Body>(path).then((result) => {
      if (isCurrent) setState(result)
    })
    return () => {
      isCurrent = false
    }
  }, [path, attempt, initial])

  return (
    <VisitorFrame texts={t}>
      {state === null ? (
        <p role="status">{t.loading}</p>
      ) : state.kind === 'ok' ? (
        props.children(state.body)
      ) : (
        <div role="alert" className="rounded-2xl bg-white p-4 text-gray-700">
          <p>{state.kind === 'not-found' ? t.notFound : t.loadError}</p>
          {state.kind === 'error' ? (
            <Button onClick={() => setAttempt((n) => n + 1)} className="mt-3">
              {t.retry}
            </Button>
          ) : null}
        </div>
      )}
    </VisitorFrame>
  )
}

/** The brand above a visitor page's content and the invitation to join below it. */
function VisitorFrame(props: { texts: Pick<VisitorPageTexts, 'joinCta'>; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col gap-4 bg-orange-50 p-4">
      <a href="/" className="self-start text-lg font-extrabold text-brand-700">
        Huellitas
      </a>
      {props.children}
      <a href="/" className="py-3 text-center text-sm font-medium text-brand-700 underline">
        {props.texts.joinCta}
      </a>
    </main>
  )
}

/**
 * A visitor page that is one message: an unknown alert or pet (the server's 404), or the
 * answer to a plain form sent without JavaScript.
 */
export function VisitorNotice(props: {
  texts: Pick<VisitorPageTexts, 'joinCta'>
  message: string
  isSuccess?: boolean
  children?: ReactNode
}) {
  return (
    <VisitorFrame texts={props.texts}>
      <div
        role={props.isSuccess ? 'status' : 'alert'}
        className={`rounded-2xl p-4 ${props.isSuccess ? 'bg-green-50 text-green-800' : 'bg-white text-gray-700'}`}
      >
        <p elementtiming={CONTENT_MARK}>{props.message}</p>
        {props.children}
      </div>
    </VisitorFrame>
  )
}

/**
 * The pet's card at the top of a visitor page: its first photo, then the page's own lines. The
 * photo offers its stored sizes (the card-sized copy beside the full one) and is what a visitor
 * waits for, so it is marked for the Element Timing API (bench:network) and loads first. A
 * server-rendered page brings a small copy inside its HTML (`preview`, a data: URL): on 2G the
 * photo then shows with the document instead of a round trip later; once the page is live the
 * stored sizes replace it.
 */
export function VisitorPetCard(props: {
  photo?: string
  preview?: string | null | undefined
  alt: string
  children: ReactNode
}) {
  const photo = props.photo ? responsivePhoto(props.photo) : null
  // False while the server renders and the browser hydrates, true from then on.
  const isLive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const preview = props.preview && !isLive ? props.preview : null
  return (
    <article className="overflow-hidden rounded-2xl bg-white shadow-sm">
      {photo ? (
        <img
          src={preview ?? photo.src}
          srcSet={preview ? undefined : photo.srcSet}
          sizes={PHOTO_SIZES}
          width={PHOTO_BOX_PX}
          height={PHOTO_BOX_PX}
          alt={props.alt}
          // The preview needs no fetch (React would preload the data: URL in the head as well).
          fetchPriority={preview ? undefined : 'high'}
          elementtiming={CONTENT_MARK}
          className="aspect-square h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-col gap-2 p-4">{props.children}</div>
    </article>
  )
}
