import type { UrgencyLevel } from '../../db/schemas/lost-pets.schema'
import { lostPetContact } from './lost-pet-contact'

/**
 * Texts of the lost-pets screen and its dialogs (spec §2 '/lost-pets', 'Lost-pet alert dialog',
 * 'Sighting dialog'; §8 'Profile, alerts, sightings'; §9 urgency labels). The rules' own
 * messages (required fields, photo limits) live in the contract, shared with the server.
 */
export const lostPets = {
  title: 'Mascotas perdidas',
  count: (count: number) => (count === 1 ? '1 alerta en tu zona' : `${count} alertas en tu zona`),
  tabs: { label: 'Estado de las alertas', lost: 'Perdidas', found: 'Encontradas' },
  /** the search box's name and placeholder */
  search: 'Buscar por nombre, raza o ubicación',
  filters: {
    toggle: 'Filtros',
    hide: 'Ocultar filtros',
    urgency: 'Urgencia',
    time: 'Tiempo',
    distance: 'Distancia',
    type: 'Tipo',
    all: 'Todas',
    allTypes: 'Todos',
    urgencyShort: { critical: 'Crítica', high: 'Alta', medium: 'Media', low: 'Baja' },
    timeframes: {
      '24h': 'Últimas 24 horas',
      '3d': 'Últimos 3 días',
      '7d': 'Últimos 7 días',
      '30d': 'Últimos 30 días',
      all: 'Todo el tiempo',
    },
    distanceKm: (km: number) => `${km} km`,
    anyDistance: 'Cualquier distancia',
    types: { dog: 'Perros', cat: 'Gatos', bird: 'Aves', other: 'Otros' },
    noPosition: 'Sin tu ubicación no se filtra por distancia.',
  },
  // §9 urgency labels
  urgency: {
    low: 'Baja - Mascota tranquila',
    medium: 'Media - Necesita encontrarse',
    high: 'Alta - Mascota asustada',
    critical: 'Crítica - Mascota herida/enferma',
  } satisfies Record<UrgencyLevel, string>,
  loading: 'Cargando mascotas perdidas...',
  loadError: 'Error al cargar mascotas perdidas',
  retry: 'Reintentar',
  empty: {
    none: 'No hay mascotas perdidas',
    search: 'No se encontraron resultados para tu búsqueda',
    active: 'No hay alertas activas en este momento',
  },
  scamWarning: lostPetContact.scamWarning,
  card: {
    photoAlt: (name: string) => `Foto de ${name}`,
    hoursAgo: (hours: number) =>
      hours === 0 ? 'Hace menos de 1 hora' : hours === 1 ? 'Hace 1 hora' : `Hace ${hours} horas`,
    daysAgo: (days: number) => (days === 1 ? 'Hace 1 día' : `Hace ${days} días`),
    lastSeenAt: (time: string) => `Visto por última vez a las ${time}`,
    reward: (reward: string) => `Recompensa: ${reward}`,
    views: (count: number) => (count === 1 ? '1 vista' : `${count} vistas`),
    daysLost: (days: number) =>
      // Said of a pet of either sex: 'se perdió' rather than 'perdido' or 'perdida'.
      days === 0 ? 'Hoy' : days === 1 ? 'Se perdió hace 1 día' : `Se perdió hace ${days} días`,
    found: '¡Apareció!',
    noLocation: 'Ubicación no indicada',
  },
  sightings: {
    title: (count: number) => `Avistamientos (${count})`,
    when: (date: string, time: string) => `${date} a las ${time}`,
    by: (name: string) => `Reportado por ${name}`,
    call: (name: string) => `Llamar a ${name}`,
    place: (place: string) => `Avistamiento: ${place}`,
  },
  // The 'Lista' / 'Mapa' switch and the map of what the list shows.
  view: { label: 'Ver como', list: 'Lista', map: 'Mapa' },
  map: {
    label: 'Mapa de mascotas perdidas, avistamientos y encontradas',
    legend: 'Leyenda del mapa',
    kinds: { lost: 'Perdida', sighting: 'Avistamiento', found: 'Encontrada' },
    sightingOf: (name: string) => `Avistamiento de ${name}`,
    marker: (labels: readonly string[]) =>
      labels.length === 1 ? `${labels[0]}` : `${labels.length} en este lugar: ${labels.join(', ')}`,
    // A pet of either sex: 'Se perdió', not 'perdido' or 'perdida'.
    moment: {
      lost: (when: string) => `Se perdió el ${when}`,
      seen: (when: string) => `Se vio el ${when}`,
      found: (when: string) => `Encontrada el ${when}`,
    },
    when: (date: string, time: string) => (time ? `${date} a las ${time}` : date),
    pending: 'Pendiente de sincronizar',
    showInList: 'Ver en la lista',
    // Starts with the visible words, so a voice command of what is on screen finds it.
    showInListLabel: (label: string) => `Ver en la lista: ${label}`,
    close: 'Cerrar',
    unplaced: (count: number) =>
      count === 1
        ? '1 de la lista no tiene ubicación y no aparece en el mapa.'
        : `${count} de la lista no tienen ubicación y no aparecen en el mapa.`,
    emptyTitle: 'Nada que mostrar en el mapa',
    empty: 'No hay alertas ni reportes con estos filtros. Prueba con otra búsqueda o distancia.',
    emptyUnplaced: 'Ninguna de las mascotas de la lista tiene ubicación.',
  },
  actions: {
    contact: 'Contactar',
    contactLabel: (name: string) => `Contactar por chat sobre ${name}`,
    contactMessage: (name: string) =>
      `Hola, vi tu alerta de ${name} en Huellitas y tengo información que puede ayudarte.`,
    sighting: 'Vi a esta mascota',
    share: 'Compartir',
    shareLabel: (name: string) => `Compartir la alerta de ${name}`,
    shareTitle: (name: string) => `¡Ayuda a encontrar a ${name}!`,
    shareText: (name: string, place: string) =>
      `${name} se perdió cerca de ${place}. Si tienes información, avisa en Huellitas.`,
    copied: '¡Enlace copiado al portapapeles!',
    // Alerts do not know the pet's sex: these read right for any pet.
    markFound: 'Ya apareció',
    markLost: 'Volvió a perderse',
    confirmFound: (name: string) => `¿Confirmas que ${name} ya apareció?`,
    confirmLost: (name: string) => `¿${name} volvió a perderse?`,
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    updating: 'Actualizando...',
    statusError: 'Error al actualizar el estado. Por favor intenta de nuevo.',
    foundSuccess: '¡Qué alegría! La mascota ha sido marcada como encontrada.',
    lostAgainSuccess: 'La mascota ha sido marcada como perdida nuevamente.',
    queued: 'Sin conexión: el cambio se enviará al recuperar la conexión.',
    dismiss: 'Cerrar aviso',
    message: 'Enviar mensaje',
    messageLabel: (name: string) => `Enviar mensaje al dueño de ${name}`,
    messageBusy: 'Abriendo...',
    messageOffline:
      'Necesitas conexión a internet para iniciar la conversación. Las que ya empezaste se abren sin conexión.',
    messageError: 'No se pudo abrir la conversación. Inténtalo de nuevo.',
  },
  alert: {
    title: (name: string, gender?: 'MALE' | 'FEMALE' | null) =>
      gender
        ? `Reportar a ${name} como ${gender === 'MALE' ? 'perdido' : 'perdida'}`
        : `Reportar la pérdida de ${name}`,
    close: 'Cerrar',
    urgency: 'Nivel de urgencia',
    location: 'Último lugar visto',
    date: 'Fecha en que se vio',
    time: 'Hora aproximada',
    description: 'Descripción',
    descriptionHint: 'Cómo es, collar, señas particulares, hacia dónde iba...',
    photos: 'Fotos',
    phone: 'Teléfono de contacto',
    email: 'Correo alternativo',
    reward: 'Recompensa (opcional)',
    notes: 'Notas adicionales',
    cancel: 'Cancelar',
    submit: 'Crear Alerta',
    submitting: 'Creando alerta...',
    success: '¡Alerta creada exitosamente! Se ha notificado a la comunidad.',
    queued:
      'Sin conexión: la alerta se guardó en tu dispositivo y se publicará al recuperar la conexión.',
    error: 'Error al crear la alerta. Por favor intenta de nuevo.',
    speciesAndBreed: (breed: string) => breed,
  },
  sighting: {
    title: (name: string) => `Vi a ${name}`,
    close: 'Cerrar',
    location: 'Dónde la viste',
    date: 'Fecha',
    time: 'Hora aproximada',
    description: 'Descripción',
    descriptionHint: 'Qué hacía, cómo estaba, hacia dónde iba...',
    photos: 'Fotos (opcional)',
    contactName: 'Tu nombre',
    phone: 'Tu teléfono',
    cancel: 'Cancelar',
    submit: 'Reportar Avistamiento',
    submitting: 'Reportando...',
    success: '¡Gracias por tu ayuda! Hemos notificado al dueño sobre el avistamiento.',
    queued:
      'Sin conexión: el avistamiento se guardó con su hora y lugar, y se enviará al recuperar la conexión.',
    error: 'Error al reportar avistamiento',
  },
  photos: {
    add: 'Agregar fotos',
    count: (count: number, max: number) => `${count} de ${max}`,
    remove: (position: number) => `Quitar foto ${position}`,
    alt: (position: number) => `Foto ${position}`,
  },
  // The printable flyer: its screen, and the words printed on it.
  flyer: {
    open: 'Cartel para imprimir',
    openLabel: (name: string) => `Cartel para imprimir de ${name}`,
    title: (name: string) => `Cartel de ${name}`,
    close: 'Cerrar',
    print: 'Imprimir',
    download: 'Descargar PDF',
    downloading: 'Preparando PDF...',
    downloadError: 'No se pudo crear el PDF. Inténtalo de nuevo.',
    pending:
      'La alerta aún no se ha publicado: el código QR funcionará cuando se envíe al recuperar la conexión.',
    // 'SE BUSCA' when the pet's sex is not on this device, else 'PERDIDO' / 'PERDIDA'.
    heading: { unknown: 'SE BUSCA', MALE: 'PERDIDO', FEMALE: 'PERDIDA' },
    fileName: 'se-busca',
    fallbackName: 'mascota',
    breed: 'Raza',
    color: 'Color',
    lastSeen: 'Última vez visto',
    seenOn: (date: string, time: string) => (time ? `${date}, a las ${time}` : date),
    reward: 'Recompensa',
    contact: 'Si tienes información, llama o escribe al',
    scan: 'Escanea el código para ver más fotos y avisar dónde la viste',
    noPhoto: 'Sin foto',
    photoAlt: (name: string) => `Foto de ${name}`,
    qrAlt: (url: string) => `Código QR de ${url}`,
    pdfTitle: (heading: string, name: string) => `${heading}: ${name}`,
  },
} as const
