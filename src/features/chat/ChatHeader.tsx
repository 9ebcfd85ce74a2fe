import { ArrowLeft, Info } from 'lucide-react'
import { chat as t } from '../../i18n/es/chat'
import { PetThumb } from '../../ui/PetThumb'
import type { ChatMatch } from './chat.model'
import { OptionsMenu, type MenuItem } from './OptionsMenu'
import { Button } from '../../ui/Button'

interface ChatHeaderProps {
  match: ChatMatch
  menuItems: MenuItem[]
  onBack: () => void
  onInfo: () => void
}

/** The chat's own header (the shell's is hidden here): back, who, info and options. */
export function ChatHeader({ match, menuItems, onBack, onInfo }: ChatHeaderProps) {
  const petName = match.otherPetName ?? ''
  const ownerName = match.otherUserName ?? ''
  const isAboutLostPet = match.kind === 'lostPetChat'
  return (
    <header className="flex items-center gap-2 border-b border-gray-100 bg-white px-2 pt-[calc(0.5rem+env(safe-area-inset-top))] pb-2 shadow-sm">
      <Button aria-label={t.back} onClick={onBack} variant="icon" size="sm">
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      </Button>
      <PetThumb
        image={match.otherPetImage}
        alt={t.photoAlt(petName)}
        className="h-10 w-10 rounded-full"
      />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base leading-tight font-bold text-gray-900">
          {isAboutLostPet ? t.lostPet.title(petName) : petName}
        </h1>
        <p className="truncate text-xs text-gray-500">
          {isAboutLostPet ? t.lostPet.withUser(ownerName) : t.ownerLine(ownerName)}
        </p>
      </div>
      <Button aria-label={t.info.open} onClick={onInfo} variant="icon" size="sm">
        <Info aria-hidden="true" className="h-5 w-5" />
      </Button>
      <OptionsMenu items={menuItems} />
    </header>
  )
}
