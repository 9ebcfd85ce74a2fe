import { chatList as t } from '../../i18n/es/chat-list'
import { ImageWithFallback } from '../../ui/ImageWithFallback'
import { PetThumb } from '../../ui/PetThumb'

interface ConversationAvatarProps {
  petImage: string | null
  petName: string
  ownerAvatar: string | null
  ownerName: string | null
}

const OWNER_BADGE = 'absolute -right-1 -bottom-1 h-6 w-6 rounded-full ring-2 ring-white'

/**
 * The other pet's photo with its owner's avatar small in the corner (or the owner's initial).
 * The owner's picture is decorative: the row already names the owner.
 */
export function ConversationAvatar({
  petImage,
  petName,
  ownerAvatar,
  ownerName,
}: ConversationAvatarProps) {
  return (
    <div className="relative shrink-0">
      <PetThumb image={petImage} alt={t.photoAlt(petName)} className="h-14 w-14 rounded-full" />
      <ImageWithFallback
        path={ownerAvatar}
        alt=""
        className={`${OWNER_BADGE} object-cover`}
        fallback={
          ownerName ? (
            <span
              aria-hidden="true"
              className={`${OWNER_BADGE} flex items-center justify-center bg-brand-500 text-[11px] font-bold text-white`}
            >
              {ownerName.charAt(0).toUpperCase()}
            </span>
          ) : null
        }
      />
    </div>
  )
}
