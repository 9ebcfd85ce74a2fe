/**
 * The QR scanner overlay (spec §2 'QR scanner', §4 'Scanner', §5 'QR scan', §8 'QR') and the
 * scan of a lost pet: what a finder reads and the sighting it sends from where they stand.
 */
export const qrScanner = {
  title: 'Escanear Código QR',
  close: 'Cerrar',
  starting: 'Iniciando la cámara...',
  video: 'Vista de la cámara',
  aim: 'Apunta la cámara hacia el código QR',
  automatic: 'El escaneo se realizará automáticamente',
  reading: 'Leyendo el código...',

  success: '¡Escaneado exitosamente!',
  petMessage: 'Código de identificación de mascota de Huellitas.',
  linkMessage: 'El código contiene un enlace. Se abrirá en una pestaña nueva.',
  openLink: 'Abrir enlace',
  breed: 'Raza',
  contact: 'Contacto del dueño',
  redirecting: 'Redirigiendo...',

  failure: 'Código no reconocido',
  notRecognised: 'Código QR no reconocido como perfil de mascota',
  processingError: 'Error al procesar el código QR',
  scanAgain: 'Escanear otro código',

  cameraErrorTitle: 'Error al acceder a la cámara',
  cameraError: 'Error al acceder a la cámara. Verifica los permisos.',
  retry: 'Intentar de nuevo',
  noCameraTitle: 'Cámara no disponible',
  noCameraText: 'No se pudo acceder a la cámara del dispositivo',
  noCameras: 'No se encontraron cámaras disponibles',

  // A scanned pet with an active lost alert: the scan helps it get home.
  lost: {
    banner: (name: string) => `¡${name} tiene una alerta de mascota perdida!`,
    text: 'Su familia la está buscando. Si la mascota está contigo, avisa a su dueño dónde estás.',
    reportHere: 'Reportar que la encontré aquí',
    locating: 'Obteniendo tu ubicación...',
    viewProfile: 'Ver perfil de la mascota',
    sent: '¡Gracias! Avisamos a su dueño de dónde y cuándo la encontraste.',
    queued:
      'Sin conexión: el avistamiento se guardó con tu ubicación y hora, y se enviará al recuperar la conexión.',
    /** the sighting's description, read by the owner */
    description: 'La encontré y escaneé su código QR en este lugar.',
    noPosition: (reason: string) =>
      `No se pudo obtener tu ubicación: ${reason} Puedes indicar el lugar en el formulario de avistamiento.`,
    needsDetails:
      'Faltan datos para avisar al dueño (como tu teléfono). Complétalos en el formulario de avistamiento.',
    openForm: 'Abrir formulario de avistamiento',
    error: 'Error al reportar avistamiento',
  },
} as const
