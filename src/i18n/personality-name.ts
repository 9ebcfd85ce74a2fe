import type { PetGender } from '@contract/pets.contract'
import { feminineNames } from './es/personalities'

/**
 * A personality's name as it reads for a pet of `gender`: 'Cariñosa' for a female, the
 * catalogue's 'Cariñoso' for a male. An id this build does not know (a newer server's catalogue)
 * shows the server's name as it came.
 */
export function personalityName(
  personality: { id: string; name: string },
  gender: PetGender,
): string {
  return (gender === 'FEMALE' ? feminineNames[personality.id] : undefined) ?? personality.name
}
