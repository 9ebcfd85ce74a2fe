import { lazy, Suspense, useState } from 'react'
import { ShieldAlert } from 'lucide-react'
import { chat as t } from '../../i18n/es/chat'
import { FullScreenSpinner } from '../../ui/Spinner'
import type {
  ChatEndReason,
  ChatMatch,
  ChatMessageView,
  MessageSending,
  TypingNotice,
} from './chat.model'
import { runAction, type ChatActions } from './chat-actions'
import { ChatHeader } from './ChatHeader'
import type { ChatDialog } from './ChatMenuDialogs'
import { ChatProblem } from './ChatProblem'
import { Composer } from './Composer'
import { MessageList } from './MessageList'
import type { MenuItem } from './OptionsMenu'
import { TypingIndicator } from './TypingIndicator'

// The panels behind the header's buttons are not part of the first paint (route budget).
const ChatMenuDialogs = lazy(() =>
  import('./ChatMenuDialogs').then((module) => ({ default: module.ChatMenuDialogs })),
)

export interface ChatConversation {
  messages: ChatMessageView[]
  hasOlder: boolean
  isLoading: boolean
  loadOlder: () => void
}

export interface ChatViewProps {
  matchId: string
  match: ChatMatch | null
  status: 'loading' | 'ready' | 'error'
  conversation: ChatConversation
  typing: TypingNotice | null
  /** the other side ended the match: say so while the page leaves */
  ended: ChatEndReason | null
  /** for the day separators ('Hoy', 'Ayer') */
  now: number
  actions: ChatActions
  onRetry: () => void
  onBack: () => void
  sending: MessageSending
  onTypingChange: (active: boolean) => void
  onDiscard: (messageId: string) => void
}

/**
 * /chat/{matchId} drawn from props (ChatPage feeds it the engine): the header with the info
 * panel and the options menu, the conversation, who is typing, and the composer.
 */
export function ChatView(props: ChatViewProps) {
  const { match, status, conversation, actions } = props
  const [dialog, setDialog] = useState<ChatDialog | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null)

  if (!match) {
    if (status === 'loading') return <FullScreenSpinner />
    return (
      <ChatProblem
        kind={status === 'error' ? 'error' : 'not-found'}
        onBack={props.onBack}
        onRetry={props.onRetry}
      />
    )
  }

  const isAboutLostPet = match.kind === 'lostPetChat'

  const toggleMute = async () => {
    setNotice(null)
    const wasMuted = match.muted
    const result = await runAction(actions.toggleMute, t.actionError)
    setNotice(
      result.ok
        ? { text: wasMuted ? t.menu.unmuted : t.menu.muted, isError: false }
        : { text: result.message, isError: true },
    )
  }

  const confirm = async (which: 'block' | 'delete') => {
    setIsBusy(true)
    setNotice(null)
    const result = await runAction(
      which === 'block' ? actions.block : actions.remove,
      t.actionError,
    )
    // Success leaves the screen (ChatPage navigates); a refusal is told here.
    setIsBusy(false)
    setDialog(null)
    if (!result.ok) setNotice({ text: result.message, isError: true })
  }

  const menuItems: MenuItem[] = [
    {
      id: 'mute',
      label: match.muted ? t.menu.unmute : t.menu.mute,
      onSelect: () => void toggleMute(),
    },
    { id: 'report', label: t.menu.report, onSelect: () => setDialog('report') },
    { id: 'block', label: t.menu.block, isDanger: true, onSelect: () => setDialog('block') },
    {
      id: 'delete',
      label: isAboutLostPet ? t.lostPet.delete : t.menu.delete,
      isDanger: true,
      onSelect: () => setDialog('delete'),
    },
  ]

  return (
    <div className="flex min-h-0 flex-1 flex-col bg-orange-50/60">
      <ChatHeader
        match={match}
        menuItems={menuItems}
        onBack={props.onBack}
        onInfo={() => setDialog('info')}
      />
      {isAboutLostPet ? (
        <p className="flex items-start gap-2 bg-amber-50 px-4 py-2 text-xs text-amber-900">
          <ShieldAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t.lostPet.scamWarning}
        </p>
      ) : null}
      {props.ended ? (
        <p role="alert" className="bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900">
          {t.ended[props.ended]}
        </p>
      ) : null}
      {notice && !props.ended ? (
        <p
          role={notice.isError ? 'alert' : 'status'}
          className={`px-4 py-2 text-sm font-medium ${
            notice.isError ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'
          }`}
        >
          {notice.text}
        </p>
      ) : null}
      <MessageList
        messages={conversation.messages}
        hasOlder={conversation.hasOlder}
        isLoading={conversation.isLoading}
        onLoadOlder={conversation.loadOlder}
        onDiscard={props.onDiscard}
        ownerName={match.otherUserName ?? ''}
        petName={match.otherPetName ?? ''}
        now={props.now}
      />
      <TypingIndicator typing={props.typing} />
      {props.ended ? null : (
        <Composer
          matchId={props.matchId}
          sending={props.sending}
          onTypingChange={props.onTypingChange}
        />
      )}
      {dialog ? (
        <Suspense fallback={null}>
          <ChatMenuDialogs
            open={dialog}
            match={match}
            isBusy={isBusy}
            actions={actions}
            onConfirm={(which) => void confirm(which)}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
