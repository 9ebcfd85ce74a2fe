import { useMemo, useState } from 'react'
import { chatList as t } from '../../i18n/es/chat-list'
import { SearchField } from '../../ui/SearchField'
import { FeedGate, type FeedState } from '../connections'
import { ChatListItem } from './ChatListItem'
import { searchConversations, sortConversations, type Conversation } from './conversations'
import { EmptyChatList } from './EmptyChatList'
import { NoResults } from './NoResults'

export interface ChatListViewProps extends FeedState {
  /** the user's chats (matches and conversations about a lost pet), in any order */
  conversations: readonly Conversation[]
  now: number
}

/**
 * 'Mensajes' from its data (ChatListPage wires the hooks): the search box and the
 * conversations, newest first — or, when nothing is stored, the spinner during the first pull,
 * the store's error with 'Reintentar' when it failed, else the empty state.
 */
export function ChatListView({ conversations, now, ...feed }: ChatListViewProps) {
  const [query, setQuery] = useState('')
  const sorted = useMemo(() => sortConversations(conversations), [conversations])
  const found = useMemo(() => searchConversations(sorted, query), [sorted, query])
  const isEmpty = conversations.length === 0

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
      <h1 className="text-2xl font-extrabold text-gray-900">{t.heading}</h1>
      <FeedGate {...feed} isEmpty={isEmpty} texts={t}>
        {isEmpty ? (
          <EmptyChatList />
        ) : (
          <>
            <SearchField
              label={t.search}
              placeholder={t.search}
              value={query}
              onChange={setQuery}
              clearLabel={t.clearSearch}
            />
            {found.length === 0 ? (
              <NoResults query={query} onClear={() => setQuery('')} />
            ) : (
              <ul className="flex flex-col gap-2">
                {found.map((conversation) => (
                  <li key={conversation.id}>
                    <ChatListItem conversation={conversation} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </FeedGate>
    </div>
  )
}
