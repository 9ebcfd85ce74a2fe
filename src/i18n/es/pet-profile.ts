import { coarseDistanceKm } from '@contract/discover.messages'

/** The pet profile screen (/pet/{petId}, spec §2 'Pet profile', §4 'Profile like outcomes', §8). */
export const petProfile = {
  heading: (name: string) => `Perfil de ${name}`,
  back: 'Volver',
  edit: 'Editar',
  fromQr: 'Abriste este perfil desde un código QR.',
  loadFailed: 'No se pudo cargar el perfil de la mascota',
  storedCopy: 'Sin conexión: mostrando la última versión guardada de este perfil.',
  retry: 'Reintentar',

  carousel: {
    label: (name: string) => `Fotos de ${name}`,
    previous: 'Foto anterior',
    next: 'Foto siguiente',
    photoAlt: (name: string, index: number, total: number) =>
      `Foto ${index} de ${total} de ${name}`,
    goTo: (index: number) => `Ver foto ${index}`,
    noPhoto: (name: string) => `${name} no tiene fotos`,
  },

  details: {
    title: 'Detalles',
    breed: 'Raza',
    age: 'Edad',
    sex: 'Sexo',
    male: 'Macho',
    female: 'Hembra',
    weight: 'Peso',
    weightValue: (kg: number) => `${kg.toLocaleString('es')} kg`,
    color: 'Color',
    vaccinated: { MALE: 'Vacunado', FEMALE: 'Vacunada' },
    neutered: { MALE: 'Esterilizado', FEMALE: 'Esterilizada' },
    yes: 'Sí',
    no: 'No',
    temperament: 'Temperamento',
    distance: 'Distancia',
    /** coarse, from the viewer to the pet's cell (design 'Privacy of places') */
    distanceValue: (km: number) => {
      const coarse = coarseDistanceKm(km)
      return coarse === 0 ? 'A menos de 1 km' : `A ${coarse} km`
    },
    about: 'Sobre mí',
    personalities: 'Personalidad',
  },

  owner: {
    title: 'Dueño',
    avatarAlt: (name: string) => `Foto de ${name}`,
    you: 'Tú',
  },

  answer: {
    title: 'Responder con',
    selectLabel: 'Tu mascota',
    selectPlaceholder: 'Selecciona una mascota',
    needsPet: 'Necesitas registrar una mascota para responder',
    addPet: 'Registrar una mascota',
    selectPet: 'Por favor selecciona una de tus mascotas para responder',
    comments: 'Comentarios',
  },

  outcome: {
    accept: 'Aceptar',
    matchTitle: '¡Es un Match!',
    matchText: (mine: string, theirs: string) => `A ${mine} y a ${theirs} les gustaron mutuamente.`,
    superMatchTitle: '¡Super Match!',
    superMatchText: (theirs: string) =>
      `Tu Super Like fue correspondido: ¡${theirs} también te quiere!`,
    superLikeSentTitle: 'Super Like enviado',
    superLikeSentText: (theirs: string) => `${theirs} sabrá que te encantó.`,
    browsingTitle: 'Registra una mascota',
    browsingText: 'Para hacer match necesitas registrar una de tus mascotas.',
    pendingTitle: 'Sin conexión',
    pendingText: 'Tu respuesta se enviará cuando vuelvas a tener conexión.',
    errorTitle: 'No se pudo enviar',
    likeFailed: 'Error al enviar Like',
    superLikeFailed: 'Error al enviar Super Like',
    likeThrew: 'Error al dar like. Inténtalo de nuevo.',
    superLikeThrew: 'Error al dar super like. Inténtalo de nuevo.',
  },
} as const
