/** The pet profile screen (issue 5 point 5, spec §2 'Pet profile'). */
export { PetProfilePage } from './PetProfilePage'
