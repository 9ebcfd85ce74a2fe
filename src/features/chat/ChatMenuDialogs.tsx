import { Ban, Trash2 } from 'lucide-react'
import { chat as t } from '../../i18n/es/chat'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import type { ChatMatch } from './chat.model'
import type { ChatActions } from './chat-actions'
import { MatchInfoPanel } from './MatchInfoPanel'
import { ReportDialog } from './ReportDialog'

export type ChatDialog = 'info' | 'report' | 'block' | 'delete'

interface ChatMenuDialogsProps {
  open: ChatDialog
  match: ChatMatch
  isBusy: boolean
  actions: ChatActions
  onConfirm: (dialog: 'block' | 'delete') => void
  onClose: () => void
}

/** The panels and questions behind the header's buttons; only the open one is mounted. */
export function ChatMenuDialogs({
  open,
  match,
  isBusy,
  actions,
  onConfirm,
  onClose,
}: ChatMenuDialogsProps) {
  const ownerName = match.otherUserName ?? ''
  const isAboutLostPet = match.kind === 'lostPetChat'
  switch (open) {
    case 'info':
      return <MatchInfoPanel isOpen match={match} onClose={onClose} />
    case 'report':
      return <ReportDialog ownerName={ownerName} onSubmit={actions.report} onClose={onClose} />
    case 'block':
    case 'delete': {
      const { Icon, ...question } =
        open === 'block'
          ? {
              Icon: Ban,
              title: t.block.title(ownerName),
              text: isAboutLostPet ? t.lostPet.blockText : t.block.text,
              confirmLabel: t.block.confirm,
              busyLabel: t.block.busy,
              cancelLabel: t.block.cancel,
            }
          : {
              Icon: Trash2,
              title: (isAboutLostPet ? t.lostPet.removeTitle : t.remove.title)(
                match.otherPetName ?? '',
              ),
              text: isAboutLostPet ? t.lostPet.removeText : t.remove.text,
              confirmLabel: isAboutLostPet ? t.lostPet.delete : t.remove.confirm,
              busyLabel: t.remove.busy,
              cancelLabel: t.remove.cancel,
            }
      return (
        <ConfirmDialog
          isOpen
          role="alertdialog"
          {...question}
          icon={<Icon aria-hidden="true" className="h-6 w-6" />}
          isBusy={isBusy}
          onConfirm={() => onConfirm(open)}
          onCancel={onClose}
        />
      )
    }
  }
}
