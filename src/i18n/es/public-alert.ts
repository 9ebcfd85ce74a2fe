import { REUNITED_TEXT } from '@contract/reunited'

/** The public alert page /perdidos/{id}, for visitors without an account. */
export const publicAlert = {
  loading: 'Cargando alerta...',
  notFound: 'No encontramos esta alerta. Puede que ya no exista.',
  loadError: 'No se pudo cargar la alerta. Verifica tu conexión.',
  retry: 'Reintentar',
  lostBadge: 'SE BUSCA',
  foundBadge: '¡Ya apareció!',
  reunited: REUNITED_TEXT,
  photoAlt: (name: string) => `Foto de ${name}`,
  lastSeen: 'Vista por última vez',
  /** the date in words (i18n/calendar-day.ts), as the flyer writes it */
  lastSeenAt: (place: string, day: string, time: string) =>
    `${place || 'Lugar sin dirección'} · ${time ? `${day}, a las ${time}` : day}`,
  reward: (reward: string) => `Recompensa: ${reward}`,
  callOwner: 'Llamar al dueño',
  scamWarning: 'Cuidado con las estafas: nunca pagues nada antes de ver a la mascota en persona.',
  sightingTitle: 'Vi a esta mascota',
  messageTitle: 'Enviar mensaje al dueño',
  yourName: 'Tu nombre',
  yourPhone: 'Tu teléfono',
  place: 'Dónde la viste',
  date: 'Fecha',
  time: 'Hora aproximada',
  description: 'Descripción',
  message: 'Mensaje',
  sendSighting: 'Reportar Avistamiento',
  sendingSighting: 'Reportando...',
  sendMessage: 'Enviar mensaje',
  sendingMessage: 'Enviando...',
  sendError: 'No se pudo enviar. Inténtalo de nuevo.',
  species: { dog: 'Perro', cat: 'Gato', bird: 'Ave' } as Record<string, string>,
  joinCta: '¿Tienes mascota? Únete a Huellitas',
} as const
