/** The chat engine's Spanish texts (issue 6): action fallbacks and message notifications, §8. */
export const chatActions = {
  sendError: 'Error al enviar mensaje',
  muteError: 'No se pudo cambiar el silencio de la conversación',
  reportError: 'No se pudo enviar el reporte',
  blockError: 'No se pudo bloquear al usuario',
  deleteError: 'Error al deshacer match',
  offline: {
    mute: 'Necesitas conexión a internet para silenciar la conversación',
    report: 'Necesitas conexión a internet para enviar un reporte',
    block: 'Necesitas conexión a internet para bloquear al usuario',
  },
  notification: {
    title: (senderName: string) => `Nuevo mensaje de ${senderName}`,
    unknownSender: 'tu match',
    /** the preview when the match document has no last message text */
    fallbackPreview: 'Tienes un mensaje nuevo',
  },
} as const
