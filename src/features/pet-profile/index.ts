/** The pet profile screen (spec §2 'Pet profile'). */
export { PetProfilePage } from './PetProfilePage'
