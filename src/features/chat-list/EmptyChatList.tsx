import { MessageCircle, Search } from 'lucide-react'
import { chatList as t } from '../../i18n/es/chat-list'
import { EmptyState } from '../../ui/EmptyState'

/** No match yet, so nobody to talk to: lead to discovering pets (spec §2). */
export function EmptyChatList() {
  return (
    <EmptyState
      icon={MessageCircle}
      title={t.empty.title}
      text={t.empty.text}
      action={{ to: '/', label: t.discover, icon: Search }}
    />
  )
}
