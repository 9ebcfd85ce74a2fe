import { lostPetContact } from './lost-pet-contact'

/** 'Mensajes' (/chat): the list of conversations, spec §2 'Messages list', §8, §9. */
export const chatList = {
  heading: 'Mensajes',
  search: 'Buscar conversaciones...',
  clearSearch: 'Borrar búsqueda',
  noResults: (query: string) => `Sin resultados para "${query}"`,
  noResultsText: 'Busca por el nombre de la mascota, su raza o su dueño.',

  empty: {
    title: 'Aún no tienes conversaciones',
    text: 'Cuando hagas match con una mascota podrás chatear con su dueño aquí.',
  },
  discover: 'Descubrir mascotas',

  // Spec §8: the chat list shows the matches store's error with 'Reintentar'.
  loadError: 'Error al cargar matches',
  retry: 'Reintentar',
  loading: 'Cargando conversaciones...',

  photoAlt: (name: string) => `Foto de ${name}`,
  owner: (name: string) => `de ${name}`,
  withMyPet: (name: string) => `con ${name}`,
  newMatch: 'Nuevo match: ¡saluda!',
  lostPetTitle: lostPetContact.title,
  lostPetWith: lostPetContact.withUser,
  lostPetNew: 'Conversación sobre una mascota perdida',
  superLike: 'Super Like',
  muted: 'Notificaciones silenciadas',
  // Spec §6 'priority messages': a premium sender's unread message puts the chat first.
  priority: 'Prioritario',
  priorityLabel: 'Mensaje prioritario sin leer',
  // The exact wording the e2e tests look for (common brief), whatever the count.
  unread: (count: number) => (count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`),
} as const
