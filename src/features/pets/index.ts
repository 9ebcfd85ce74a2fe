/**
 * The pets feature's data layer: hooks and actions over the offline engine. Screens
 * use these and never the network or RxDB directly.
 */
export { useMyPets } from './use-my-pets'
export { usePet } from './use-pet'
export {
  usePersonalities,
  refreshPersonalities,
  type PersonalitiesState,
} from './use-personalities'
export {
  createPet,
  updatePet,
  deletePet,
  discardPetChanges,
  retryPetChanges,
  type PetActionResult,
} from './pets.actions'
export type { MyPet } from './pets.repo'
export type { PersonalityGroups } from './personalities-cache'
export type { SyncState } from '../../sync'
