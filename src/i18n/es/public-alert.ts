import { REUNITED_TEXT } from '@contract/reunited'

const SEND_ERROR = 'No se pudo enviar. Inténtalo de nuevo.'

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
  yourName: 'Tu nombre',
  yourPhone: 'Tu teléfono',
  place: 'Dónde la viste',
  date: 'Fecha',
  time: 'Hora aproximada',
  description: 'Descripción',
  message: 'Mensaje',
  sightingForm: {
    title: 'Vi a esta mascota',
    /** before what a visitor typed in a sighting the server refused once the form was gone */
    typed: 'Lo que escribiste:',
    send: 'Reportar Avistamiento',
    sending: 'Reportando...',
    sendError: SEND_ERROR,
  },
  messageForm: {
    title: 'Enviar mensaje al dueño',
    send: 'Enviar mensaje',
    sending: 'Enviando...',
    sendError: SEND_ERROR,
  },
  species: { dog: 'Perro', cat: 'Gato', bird: 'Ave' } as Record<string, string>,
  joinCta: '¿Tienes mascota? Únete a Huellitas',
} as const
