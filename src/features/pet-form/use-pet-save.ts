import { useNavigate } from '@tanstack/react-router'
import type { PetActionResult } from '../pets'
import type { PetSubmission } from './PetForm'

/**
 * The form's submit and cancel on /add-pet and /edit-pet. A save goes through the offline
 * engine, so a saved pet shows on /profile at once (pending, offline too) and both ways lead
 * there; a refusal keeps the form with the server's message, and a save that throws with
 * `fallback` (the contract's create or update error).
 */
export function usePetSave(
  save: (submission: PetSubmission) => Promise<PetActionResult>,
  fallback: string,
) {
  const navigate = useNavigate()
  const toProfile = () => void navigate({ to: '/profile' })

  async function submit(submission: PetSubmission): Promise<string | null> {
    try {
      const result = await save(submission)
      if (!result.ok) return result.message
    } catch {
      return fallback
    }
    toProfile()
    return null
  }

  return { submit, toProfile }
}
