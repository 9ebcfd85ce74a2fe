/** The chat engine's Spanish texts: action fallbacks, §8. */
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
} as const
