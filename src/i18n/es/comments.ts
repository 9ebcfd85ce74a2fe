import { commentMessages } from '@contract/comments.messages'

/** The comments sheet on swipe cards and pet profiles (spec §5 'Comment', §8). */
export const comments = {
  title: (petName: string) => `Comentarios sobre ${petName}`,
  close: 'Cerrar comentarios',
  empty: 'Aún no hay comentarios. ¡Sé el primero en comentar!',
  loadFailed: 'No se pudieron cargar los comentarios',
  retry: 'Reintentar',
  offline:
    'Sin conexión: los comentarios necesitan internet. Lo que escribas se guardará aquí hasta que vuelvas a tener conexión.',
  composerLabel: 'Escribe un comentario',
  placeholder: 'Escribe un comentario...',
  counter: (length: number, max: number) => `${length}/${max}`,
  send: 'Publicar',
  sending: 'Publicando...',
  delete: 'Eliminar comentario',
  deleteConfirm: commentMessages.deleteConfirm,
  deleteYes: 'Eliminar',
  deleteNo: 'Cancelar',
  deleting: 'Eliminando...',
  postFailed: commentMessages.postFailed,
  deleteFailed: commentMessages.deleteFailed,
  avatarAlt: (name: string) => `Foto de ${name}`,
  listLabel: 'Lista de comentarios',
} as const
