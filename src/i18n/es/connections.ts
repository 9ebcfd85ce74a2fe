/** 'Tus Conexiones' (/matches) and the match detail (/matches/{id}), spec §2, §4, §8, §9. */
export const connections = {
  heading: 'Tus Conexiones',
  tabsLabel: 'Tipos de conexión',
  tabs: {
    match: 'Matches',
    superLikeSent: 'Enviados',
    superLikeReceived: 'Recibidos',
  },
  tabCount: (label: string, count: number) => `${label} (${count})`,

  empty: {
    match: {
      title: 'Aún no tienes matches',
      text: 'Da like a las mascotas que te gusten: cuando te devuelvan el like, aparecerán aquí.',
    },
    superLikeSent: {
      title: 'No has enviado Super Likes',
      text: 'Envía un Super Like para destacar ante una mascota que te encante.',
    },
    superLikeReceived: {
      title: 'Aún no recibes Super Likes',
      text: 'Cuando alguien le dé un Super Like a una de tus mascotas, lo verás aquí.',
    },
  },
  discover: 'Descubrir mascotas',
  messagesLink: 'Mensajes',

  loadError: 'Error al cargar matches',
  retry: 'Reintentar',
  loading: 'Cargando conexiones...',
  pending: 'Pendiente',

  superLike: 'Super Like',
  photoAlt: (name: string) => `Foto de ${name}`,
  owner: (name: string) => `de ${name}`,
  withMyPet: (name: string) => `con ${name}`,
  sentBy: (name: string) => `${name} le dio Super Like`,
  sentFrom: (name: string) => `Enviado por ${name}`,
  toMyPet: (name: string) => `a ${name}`,
  unread: (count: number) => (count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`),
  noMessages: 'Envía el primer mensaje',
  openChat: (name: string) => `Abrir chat con ${name}`,
  openPet: (name: string) => `Ver perfil de ${name}`,

  detail: {
    heading: 'Match',
    title: '¡Es un Match!',
    between: (mine: string, other: string) => `${mine} y ${other}`,
    yourPet: 'Tu mascota',
    theirPet: 'Su mascota',
    owner: 'Dueño',
    breed: 'Raza',
    matchedAt: (when: string) => `Match ${when.toLowerCase()}`,
    sendMessage: 'Enviar mensaje',
    viewProfile: 'Ver perfil',
    unmatch: 'Deshacer match',
    back: 'Volver a Tus Conexiones',
    notFound: 'Match no encontrado',
    notFoundText: 'Puede que se haya deshecho o que ya no exista.',
    loadError: 'Error al cargar match',
    unmatchError: 'Error al deshacer match',
    offline: 'Sin conexión: mostrando lo guardado en este dispositivo.',
    confirmTitle: '¿Deshacer este match?',
    confirmText: (name: string) =>
      `Ya no podrán chatear con ${name}. Esta acción también lo quita para la otra persona.`,
    confirm: 'Deshacer match',
    cancel: 'Cancelar',
    working: 'Deshaciendo...',
  },
} as const
