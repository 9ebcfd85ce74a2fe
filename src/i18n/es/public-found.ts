import { foundReportTexts } from '@contract/found-reports.messages'

/** The public page of a found pet /encontrados/{id}, for visitors without an account. */
export const publicFound = {
  loading: 'Cargando reporte...',
  notFound: 'No encontramos este reporte. Puede que ya no exista.',
  loadError: 'No se pudo cargar el reporte. Verifica tu conexión.',
  retry: 'Reintentar',
  foundBadge: 'ENCONTRADA',
  reunitedBadge: foundReportTexts.reunitedBadge,
  reunitedNote: 'Esta mascota ya volvió con su familia. ¡Gracias a todos los que ayudaron!',
  species: foundReportTexts.speciesNames,
  title: foundReportTexts.foundTitle,
  photoAlt: (species: string) => `Foto de la mascota encontrada (${species.toLowerCase()})`,
  sizes: { small: 'pequeño', medium: 'mediano', large: 'grande' } as Record<string, string>,
  sexes: { male: 'macho', female: 'hembra' } as Record<string, string>,
  colours: {
    black: 'negro',
    white: 'blanco',
    brown: 'café',
    grey: 'gris',
    golden: 'dorado',
    cream: 'crema',
    orange: 'naranja',
    brindle: 'atigrado',
    spotted: 'manchado',
    tricolor: 'tricolor',
  } as Record<string, string>,
  collar: (text: string | null) => (text ? `Con collar: ${text}` : 'Con collar'),
  foundAt: 'Dónde la encontraron',
  approximate: 'Zona aproximada: por privacidad no mostramos el lugar exacto.',
  when: (place: string, day: string, time: string) =>
    `${place || 'Lugar sin dirección'} · ${time ? `${day}, a las ${time}` : day}`,
  whereNow: 'Dónde está ahora',
  whereabouts: {
    'with-finder': 'Con quien la encontró',
    'at-vet': 'En una veterinaria',
    'at-shelter': 'En un refugio',
    'seen-not-held': 'La vieron, pero nadie la tiene',
  } as Record<string, string>,
  isItYours: '¿Es tu mascota?',
  signInHint:
    'Inicia sesión en Huellitas para decir «Es mi mascota» y contactar a quien la encontró. Por seguridad no mostramos su contacto.',
  signIn: 'Es mi mascota · Contactar a quien la encontró',
  scamWarning: 'Cuidado con las estafas: nunca pagues nada antes de ver a la mascota en persona.',
  joinCta: '¿Tienes mascota? Únete a Huellitas',
} as const
