import { lostPetContact } from './lost-pet-contact'

/** The chat screen (/chat/{matchId}), spec §2 Chat, §4 Chat, §5 Chat, §8 Chat. */
export const chat = {
  back: 'Volver a matches',
  ownerLine: (owner: string) => `de ${owner}`,
  photoAlt: (name: string) => `Foto de ${name}`,
  avatarAlt: (name: string) => `Foto de ${name}`,

  /** a conversation about a lost pet (no match behind it) */
  lostPet: {
    title: lostPetContact.title,
    withUser: lostPetContact.withUser,
    scamWarning: lostPetContact.scamWarning,
    delete: 'Eliminar conversación',
    infoTitle: 'Información de la conversación',
    person: 'Persona',
    since: (date: string) => `Conversación desde ${date}`,
    blockText: 'La conversación terminará para los dos y ya no podrán enviarse mensajes.',
    removeTitle: (pet: string) => `¿Eliminar la conversación sobre ${pet}?`,
    removeText: 'La conversación desaparecerá para los dos.',
  },

  loading: 'Cargando conversación...',
  notFound: 'Match no encontrado',
  notFoundText: 'Puede que el match ya no exista o que no formes parte de él.',
  loadError: 'No se pudo cargar la conversación',
  retry: 'Reintentar',

  info: {
    open: 'Información del Match',
    title: 'Información del Match',
    close: 'Cerrar',
    breed: 'Raza',
    age: 'Edad',
    owner: 'Dueño',
    since: (date: string) => `Match desde ${date}`,
    superLike: 'Match por Super Like',
    viewProfile: 'Ver perfil',
  },

  menu: {
    open: 'Opciones',
    mute: 'Silenciar notificaciones',
    unmute: 'Activar notificaciones',
    report: 'Reportar',
    block: 'Bloquear',
    delete: 'Eliminar match',
    muted: 'Notificaciones silenciadas para esta conversación.',
    unmuted: 'Notificaciones activadas para esta conversación.',
  },

  report: {
    title: 'Reportar',
    text: (owner: string) =>
      `Cuéntanos qué pasó con ${owner}. Revisaremos la conversación; ${owner} no sabrá quién lo reportó.`,
    reasonLabel: 'Motivo del reporte',
    reasonPlaceholder: 'Describe el motivo...',
    counter: (length: number, max: number) => `${length}/${max}`,
    submit: 'Enviar reporte',
    submitting: 'Enviando...',
    cancel: 'Cancelar',
    done: 'Gracias. Revisaremos tu reporte.',
    close: 'Cerrar',
  },

  block: {
    title: (owner: string) => `¿Bloquear a ${owner}?`,
    text: 'El match terminará para los dos y ya no podrán enviarse mensajes.',
    confirm: 'Bloquear',
    busy: 'Bloqueando...',
    cancel: 'Cancelar',
  },

  remove: {
    title: (pet: string) => `¿Eliminar el match con ${pet}?`,
    text: 'La conversación desaparecerá de tus matches y de los suyos.',
    confirm: 'Eliminar match',
    busy: 'Eliminando...',
    cancel: 'Cancelar',
  },

  actionError: 'No se pudo completar la acción. Inténtalo de nuevo.',
  ended: {
    unmatched: 'Este match terminó. Volviendo a tus matches...',
    blocked: 'Esta conversación ya no está disponible. Volviendo a tus matches...',
  },

  messages: {
    label: 'Mensajes',
    empty: (owner: string, pet: string) => `Saluda a ${owner} y ${pet}`,
    emptyText: 'Todavía no hay mensajes. ¡Rompe el hielo!',
    older: 'Ver mensajes anteriores',
    loadingOlder: 'Cargando mensajes anteriores...',
    newMessages: 'Nuevos mensajes',
    today: 'Hoy',
    yesterday: 'Ayer',
    mine: 'Tú',
    pending: 'Pendiente de envío',
    failed: 'No se pudo enviar',
    discard: 'Descartar',
  },

  typing: (name: string) => `${name} está escribiendo...`,

  composer: {
    label: 'Escribe un mensaje...',
    send: 'Enviar',
    counter: (length: number, max: number) => `${length}/${max} caracteres`,
  },
} as const
