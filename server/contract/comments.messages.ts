/**
 * The zod-free half of the comments contract (the comments sheet's n/500 counter and messages);
 * comments.contract.ts re-exports it.
 */
export const commentRules = {
  contentMaxLength: 500,
} as const

export const commentMessages = {
  contentRequired: 'El comentario no puede estar vacío.',
  contentTooLong: `El comentario no puede superar ${commentRules.contentMaxLength} caracteres.`,
  petNotFound: 'La mascota no existe o ya no está disponible.',
  notFound: 'Comentario no encontrado.',
  notAuthor: 'Solo el autor puede eliminar este comentario.',
  deleteConfirm: '¿Quieres eliminar este comentario?',
  postFailed: 'Error al publicar el comentario',
  deleteFailed: 'Error al eliminar el comentario',
} as const
