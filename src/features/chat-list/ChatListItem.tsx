import { Link } from '@tanstack/react-router'
import { BellOff, Star, type LucideIcon } from 'lucide-react'
import { chatList as t } from '../../i18n/es/chat-list'
import { PendingMark } from '../connections'
import { relativeTime } from '../../i18n/relative-time'
import { ConversationAvatar } from './ConversationAvatar'
import { conversationTime, type Conversation } from './conversations'

const UNREAD_CAP = 99

/** A mark after the pet's name, read by its label. */
function MarkIcon({ Icon, label, tone }: { Icon: LucideIcon; label: string; tone: string }) {
  return <Icon role="img" aria-label={label} className={`h-3.5 w-3.5 shrink-0 ${tone}`} />
}

/**
 * One conversation of 'Mensajes' (spec §3 'Match list item'): the other pet with its owner's
 * avatar, the last message (bold while unread) or an invitation to say hello, the time, the
 * unread count and the super like / muted / priority marks. Opens /chat/{matchId}.
 */
export function ChatListItem({ conversation, now }: { conversation: Conversation; now: number }) {
  const {
    matchId,
    otherPetName,
    otherUserName,
    otherUserAvatar,
    myPetName,
    lastMessage,
    unreadCount,
    isSuperLike,
  } = conversation
  const petName = otherPetName ?? ''
  const isUnread = unreadCount > 0
  // A conversation about a lost pet: named after the pet, so its owner knows what it is about.
  const isAboutLostPet = conversation.kind === 'lostPetChat'
  const body = (
    <>
      <ConversationAvatar
        petImage={conversation.otherPetImage}
        petName={petName}
        ownerAvatar={otherUserAvatar}
        ownerName={otherUserName}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="flex min-w-0 items-center gap-1">
            <span className="truncate font-bold text-gray-900">
              {isAboutLostPet ? t.lostPetTitle(petName) : petName}
            </span>
            {isSuperLike ? (
              <MarkIcon Icon={Star} label={t.superLike} tone="fill-sky-500 text-sky-500" />
            ) : null}
            {conversation.muted ? (
              <MarkIcon Icon={BellOff} label={t.muted} tone="text-gray-400" />
            ) : null}
            {conversation.hasUnreadPriority ? (
              <span
                role="img"
                aria-label={t.priorityLabel}
                className="shrink-0 rounded-full bg-amber-100 px-1.5 text-[10px] font-bold text-amber-800"
              >
                {t.priority}
              </span>
            ) : null}
          </p>
          <span
            className={`shrink-0 text-xs ${isUnread ? 'font-semibold text-brand-600' : 'text-gray-500'}`}
          >
            {relativeTime(conversationTime(conversation), now)}
          </span>
        </div>
        {/* Two of my pets may match the same pet: say which one this conversation is about. */}
        <p className="truncate text-xs text-gray-500">
          {[
            otherUserName ? (isAboutLostPet ? t.lostPetWith : t.owner)(otherUserName) : null,
            myPetName ? t.withMyPet(myPetName) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <div className="mt-0.5 flex items-center justify-between gap-2">
          <p
            className={`truncate text-sm ${isUnread ? 'font-semibold text-gray-900' : 'text-gray-500'} ${lastMessage === null ? 'italic' : ''}`}
          >
            {lastMessage ?? (isAboutLostPet ? t.lostPetNew : t.newMatch)}
          </p>
          {isUnread ? (
            <span
              role="img"
              aria-label={t.unread(unreadCount)}
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-500 px-1.5 text-xs font-bold text-white"
            >
              {unreadCount > UNREAD_CAP ? `${UNREAD_CAP}+` : unreadCount}
            </span>
          ) : null}
        </div>
        {conversation.syncState !== 'synced' ? <PendingMark /> : null}
      </div>
    </>
  )
  const className =
    'flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100 hover:bg-brand-50/60'
  // A match still on its way to the server has no id to open yet.
  if (!matchId) return <div className={className}>{body}</div>
  return (
    <Link to="/chat/$matchId" params={{ matchId }} className={className}>
      {body}
    </Link>
  )
}
