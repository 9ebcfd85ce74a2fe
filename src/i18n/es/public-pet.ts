/** The public pet page /pet/{id}?qr=true for visitors without an account (a scanned QR code). */
export const publicPet = {
  loading: 'Cargando mascota...',
  notFound: 'No encontramos esta mascota. Puede que su perfil ya no exista.',
  loadError: 'No se pudo cargar la mascota. Verifica tu conexión.',
  retry: 'Reintentar',
  photoAlt: (name: string) => `Foto de ${name}`,
  intro: (name: string) =>
    `Escaneaste el código QR de ${name}. Si está contigo, avisa a su dueño: te lo agradecerá.`,
  lostTitle: (name: string) => `SE BUSCA: ${name}`,
  lostSince: (place: string, date: string, time: string) =>
    `Vista por última vez en ${place || 'un lugar sin dirección'} · ${date} ${time}`,
  reward: (reward: string) => `Recompensa: ${reward}`,
  seeAlert: 'Ver la alerta completa',
  emergencyTitle: 'Información de emergencia',
  medicalNeeds: 'Necesidades médicas',
  allergies: 'Alergias',
  vetPhone: 'Teléfono del veterinario',
  ownerContactTitle: 'Contacto del dueño',
  notify: {
    title: 'Avisar al dueño',
    hint: 'El dueño recibirá tu aviso en la app con tu nombre y tu teléfono.',
    name: 'Tu nombre',
    phone: 'Tu teléfono',
    message: 'Mensaje (opcional)',
    messagePlaceholder: 'Ej. Está conmigo, en el parque central.',
    shareLocation: 'Compartir mi ubicación actual con el dueño',
    locating: 'Obteniendo tu ubicación...',
    locationFailed:
      'No se pudo obtener tu ubicación. Puedes enviar el aviso sin ella o intentarlo de nuevo.',
    send: 'Avisar al dueño',
    sending: 'Enviando...',
    sendError: 'No se pudo enviar el aviso. Inténtalo de nuevo.',
  },
  joinCta: '¿Tienes mascota? Únete a Huellitas',
} as const
