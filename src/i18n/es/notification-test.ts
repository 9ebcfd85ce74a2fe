/** /notifications/test (spec §2). */
export const notificationTest = {
  title: 'Prueba de notificaciones',
  intro:
    'Comprueba que las notificaciones llegan a este dispositivo: cada prueba pasa por el mismo camino que una real.',
  stateLabel: 'Estado de las notificaciones push',
  states: {
    on: 'Activas',
    blocked: 'Bloqueadas',
    notConfigured: 'Sin configurar',
    off: 'Inactivas',
    unsupported: 'No disponibles en este navegador',
  },
  stateHelp: {
    on: 'Este dispositivo recibe tus notificaciones push.',
    blocked:
      'Las bloqueaste para este sitio. Para activarlas, permite las notificaciones en los ajustes del navegador.',
    notConfigured: 'Aún no diste permiso. Solicítalo y luego inicializa las notificaciones.',
    off: 'Tienes el permiso, pero este dispositivo no está suscrito. Inicializa las notificaciones.',
    unsupported:
      'Tu navegador no soporta notificaciones push. Las pruebas aparecerán igual en la campana.',
  },
  requestPermission: 'Solicitar permiso',
  initialise: 'Inicializar notificaciones',
  working: 'Un momento...',
  permissionError: 'No se pudo solicitar el permiso. Inténtalo de nuevo.',
  initialiseError: 'No se pudieron activar las notificaciones en este dispositivo.',
  // Spec §8 (Notifications).
  outcome: {
    denied: 'Notificaciones denegadas. Puedes habilitarlas desde la configuración del navegador.',
    blocked:
      'Las notificaciones están bloqueadas. Por favor, habilítalas en la configuración del navegador.',
    unsupported: 'Tu navegador no soporta notificaciones push.',
    notEnabled: 'Las notificaciones no están habilitadas.',
    enabled: '¡Notificaciones habilitadas exitosamente!',
  },
  simulateTitle: 'Simular una notificación',
  simulate: {
    match: 'Simular match',
    message: 'Simular mensaje',
    health: 'Simular recordatorio de salud',
  },
  sendError: 'No se pudo enviar la notificación de prueba.',
  localhostNote:
    'Nota: las notificaciones push solo funcionan en sitios con HTTPS o en localhost. Si abres la app desde otra dirección sin HTTPS, el navegador no las permite.',
  backToSettings: 'Configuración de notificaciones',
} as const
