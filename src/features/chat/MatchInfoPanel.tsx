import { Link } from '@tanstack/react-router'
import { PawPrint, Star, UserRound } from 'lucide-react'
import { chat as t } from '../../i18n/es/chat'
import { ImageWithFallback } from '../../ui/ImageWithFallback'
import { PanelDialog } from '../../ui/PanelDialog'
import { PetThumb } from '../../ui/PetThumb'
import type { ChatMatch } from './chat.model'
import { longDate } from './chat-time'
import { petAgeLabel } from '../../i18n/pet-age'
import { buttonClassName } from '../../ui/Button'

interface MatchInfoPanelProps {
  isOpen: boolean
  match: ChatMatch
  onClose: () => void
}

/**
 * 'Información del Match': the other pet, its owner, since when, and the way to its profile. For
 * a conversation about a lost pet: the lost pet, the other person, and since when.
 */
export function MatchInfoPanel({ isOpen, match, onClose }: MatchInfoPanelProps) {
  const petName = match.otherPetName ?? ''
  const ownerName = match.otherUserName ?? ''
  const isAboutLostPet = match.kind === 'lostPetChat'
  const title = isAboutLostPet ? t.lostPet.infoTitle : t.info.title
  return (
    <PanelDialog isOpen={isOpen} title={title} closeLabel={t.info.close} onClose={onClose}>
      <div className="flex flex-col items-center text-center">
        <PetThumb
          image={match.otherPetImage}
          alt={t.photoAlt(petName)}
          className="h-28 w-28 rounded-full ring-4 ring-white"
        />
        <p className="mt-2 text-xl font-bold text-gray-900">{petName}</p>
        {match.isSuperLike ? (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-800">
            <Star aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
            {t.info.superLike}
          </p>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-white p-3 ring-1 ring-gray-100">
          <dt className="text-xs text-gray-500">{t.info.breed}</dt>
          <dd className="truncate font-semibold text-gray-900">{match.otherPetBreed ?? '—'}</dd>
        </div>
        <div className="rounded-xl bg-white p-3 ring-1 ring-gray-100">
          <dt className="text-xs text-gray-500">{t.info.age}</dt>
          <dd className="font-semibold text-gray-900">
            {match.otherPetAge === null ? '—' : petAgeLabel(match.otherPetAge)}
          </dd>
        </div>
        <div className="col-span-2 rounded-xl bg-white p-3 ring-1 ring-gray-100">
          <dt className="text-xs text-gray-500">
            {isAboutLostPet ? t.lostPet.person : t.info.owner}
          </dt>
          <dd className="mt-1 flex items-center gap-3 font-semibold text-gray-900">
            <ImageWithFallback
              path={match.otherUserAvatar}
              alt={t.avatarAlt(ownerName)}
              className="h-10 w-10 shrink-0 rounded-full object-cover"
              fallback={
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gray-200 text-gray-500">
                  <UserRound aria-hidden="true" className="h-5 w-5" />
                </span>
              }
            />
            <span className="truncate">{ownerName}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-center text-sm text-gray-600">
        {(isAboutLostPet ? t.lostPet.since : t.info.since)(
          longDate(match.matchedAt ?? match.createdAt),
        )}
      </p>
      {match.otherPetId ? (
        <Link
          to="/pet/$petId"
          params={{ petId: match.otherPetId }}
          className={buttonClassName({ isFullWidth: true, className: 'mt-4 shadow-sm' })}
        >
          <PawPrint aria-hidden="true" className="h-5 w-5" />
          {t.info.viewProfile}
        </Link>
      ) : null}
    </PanelDialog>
  )
}
