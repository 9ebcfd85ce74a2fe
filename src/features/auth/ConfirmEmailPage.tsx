import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { HTTPError } from 'ky'
import { MailCheck } from 'lucide-react'
import { emailChangeMessages, type EmailChangeConfirmed } from '@contract/email-change.contract'
import { changeEmail as texts } from '../../i18n/es/change-email'
import { sessionStore } from '../../session/session-store'
import { fetchMe } from './auth.api'
import { Button } from '../../ui/Button'
import { AuthLayout } from './components/AuthLayout'
import { LinkChecking } from './components/LinkChecking'
import { submitLinkClass } from './components/SubmitButton'
import { useLinkToken } from './link-token'
import { confirmEmailChange } from './email-change.api'
import { onlineFailureText } from '../../api/online-only'

const t = texts.confirm

type Stage =
  | { kind: 'confirming' }
  | { kind: 'done'; email: string }
  | { kind: 'refused'; title: string; message: string }
  | { kind: 'failed'; message: string }

/**
 * One confirmation per token and page load: a link is single-use, so a second POST (React's
 * development double effect, a re-mount) would answer 'already used' for a change that worked.
 */
const confirmations = new Map<string, Promise<EmailChangeConfirmed>>()
function confirmOnce(token: string): Promise<EmailChangeConfirmed> {
  let pending = confirmations.get(token)
  if (!pending) {
    pending = confirmEmailChange(token)
    // A failure without an answer may be retried.
    pending.catch(() => confirmations.delete(token))
    confirmations.set(token, pending)
  }
  return pending
}

/**
 * On a signed-in device, the session's user is read again (it may be this account). Not through
 * auth-actions: that module belongs to the signed-in bundle, and visitors open this page too.
 * A failure keeps what is stored; replication brings the profile later anyway.
 */
async function refreshSessionUser(): Promise<void> {
  if (!sessionStore.getState().token) return
  await fetchMe()
    .then(({ user }) => sessionStore.updateUser(user))
    .catch(() => undefined)
}

/** What the server's refusal says: a dead link (400) or an address taken meanwhile (409). */
async function refusal(error: unknown): Promise<Stage | null> {
  if (!(error instanceof HTTPError)) return null
  const { status } = error.response
  if (status === 400) {
    return { kind: 'refused', title: t.invalidTitle, message: emailChangeMessages.linkInvalid }
  }
  if (status === 409) {
    const message = await onlineFailureText(error, {
      offline: t.offline,
      fallback: emailChangeMessages.takenMeanwhile,
    })
    return { kind: 'refused', title: t.takenTitle, message }
  }
  return null
}

/** What the page says at each stage: its title, the line under it, and the way on. */
function stageView(
  stage: Stage,
  onward: ReactNode,
  retry: () => void,
): { title: string; subtitle: string; body: ReactNode } {
  switch (stage.kind) {
    case 'confirming':
      return {
        title: t.checkingTitle,
        subtitle: t.checking,
        body: <LinkChecking label={t.checking} />,
      }
    case 'done':
      return {
        title: t.doneTitle,
        subtitle: t.done(stage.email),
        body: (
          <>
            <MailCheck aria-hidden="true" className="mx-auto mb-5 h-12 w-12 text-green-600" />
            {onward}
          </>
        ),
      }
    case 'refused':
      return { title: stage.title, subtitle: stage.message, body: onward }
    case 'failed':
      return {
        title: t.failedTitle,
        subtitle: stage.message,
        body: (
          <Button onClick={retry} size="lg" isFullWidth className="shadow-md">
            {t.retry}
          </Button>
        ),
      }
  }
}

/**
 * /confirm-email#token=…, opened from the mail sent to the new address: the change applies as
 * the page opens (a POST from the page, so a mail scanner fetching the link changes nothing).
 * On a device signed in to the account the session's user is read again at once, so
 * 'Sesión iniciada como …' shows the new address without waiting for replication.
 */
export function ConfirmEmailPage() {
  const token = useLinkToken()
  const [stage, setStage] = useState<Stage>(() =>
    token
      ? { kind: 'confirming' }
      : { kind: 'refused', title: t.invalidTitle, message: emailChangeMessages.linkInvalid },
  )
  const [attempt, setAttempt] = useState(0)
  const signedIn = sessionStore.getState().token !== null

  useEffect(() => {
    if (!token) return
    let isCurrent = true
    // Offline the call fails at once and the page says a connection is needed.
    confirmOnce(token)
      .then(async ({ email }) => {
        await refreshSessionUser()
        if (isCurrent) setStage({ kind: 'done', email })
      })
      .catch(async (error: unknown) => {
        const refused = await refusal(error)
        const next: Stage = refused ?? {
          kind: 'failed',
          message: await onlineFailureText(error, { offline: t.offline, fallback: t.failed }),
        }
        if (isCurrent) setStage(next)
      })
    return () => {
      isCurrent = false
    }
  }, [token, attempt])

  const retry = useCallback(() => {
    setStage({ kind: 'confirming' })
    setAttempt((count) => count + 1)
  }, [])

  const onward = signedIn ? (
    <Link to="/settings" className={submitLinkClass}>
      {t.toSettings}
    </Link>
  ) : (
    <Link to="/login" className={submitLinkClass}>
      {t.login}
    </Link>
  )

  const view = stageView(stage, onward, retry)
  return (
    <AuthLayout
      heading={{ pageTitle: t.pageTitle, title: view.title, subtitle: view.subtitle }}
      footer={null}
    >
      {view.body}
    </AuthLayout>
  )
}
