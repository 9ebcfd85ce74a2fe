import { lostPets as t } from '../../i18n/es/lost-pets'
import { publicPageUrl } from './lost-pet-list'
import type { ListedLostPet } from './lost-pets.repo'

/**
 * §2 share: the device's share sheet with the alert's public page (/perdidos/{id}), else the
 * link copied to the clipboard. Resolves with the text to show ('¡Enlace copiado al
 * portapapeles!'), or null when the share sheet did it (or the user closed it).
 */
export async function shareAlert(pet: ListedLostPet): Promise<string | null> {
  const url = publicPageUrl(pet.id, globalThis.location.origin)
  const data = {
    title: t.actions.shareTitle(pet.name),
    text: t.actions.shareText(pet.name, pet.lastSeenLocation || t.card.noLocation),
    url,
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data)
      return null
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null
    }
  }
  await navigator.clipboard.writeText(url)
  return t.actions.copied
}
