/** The Add pet and Edit pet screens (spec §2 'Agregar Mascota', 'Editar Mascota'). */
export { AddPetPage } from './AddPetPage'
export { EditPetPage } from './EditPetPage'
export { forgetPetDrafts } from './pet-form-draft'
