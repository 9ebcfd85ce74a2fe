import type {
  FoundColour,
  FoundSex,
  FoundSize,
  FoundSpecies,
  FoundWhereabouts,
} from '@contract/found-reports.enums'

/**
 * Texts of found-pet reports on /lost-pets: the 'Encontré una mascota' dialog, the cards of the
 * 'Encontradas' tab and the 'Posibles coincidencias' of an alert. The rules' own messages
 * (required fields, limits), the match reasons and the report's success message come from the
 * contract, shared with the server, where they are shown: /lost-pets' first paint uses a few
 * texts from here and would otherwise load the contract's whole message table with them.
 */
export const foundPets = {
  open: 'Encontré una mascota',
  dialog: {
    title: 'Encontré una mascota',
    close: 'Cerrar',
    intro:
      'Cuéntanos cómo es y dónde la encontraste: avisaremos a quien la esté buscando cerca. Tu contacto no se muestra; la familia te escribe por la app.',
    species: 'Especie',
    breed: 'Raza (si la conoces)',
    colours: 'Colores (hasta 4)',
    size: 'Tamaño',
    sex: 'Sexo',
    collar: 'Tiene collar o placa',
    collarText: 'Qué dice el collar o la placa',
    photos: 'Fotos (hasta 5)',
    location: 'Dónde la encontraste',
    date: 'Fecha',
    time: 'Hora aproximada',
    whereabouts: 'Dónde está ahora',
    placeDetail: 'Nombre de la veterinaria o del refugio',
    description: 'Descripción (opcional)',
    descriptionHint: 'Cómo está, señas particulares, cómo se porta...',
    contact: 'Cómo contactarte',
    contactHint: 'Teléfono o correo: solo se comparte con la familia a través de la app',
    unknown: 'No sé',
    cancel: 'Cancelar',
    submit: 'Publicar reporte',
    submitting: 'Publicando...',
    queued:
      'Sin conexión: el reporte se guardó en tu dispositivo y se publicará al recuperar la conexión.',
    error: 'No se pudo publicar el reporte. Inténtalo de nuevo.',
  },
  species: {
    dog: 'Perro',
    cat: 'Gato',
    bird: 'Ave',
    other: 'Otra',
  } satisfies Record<FoundSpecies, string>,
  colours: {
    black: 'Negro',
    white: 'Blanco',
    brown: 'Café',
    grey: 'Gris',
    golden: 'Dorado',
    cream: 'Crema',
    orange: 'Naranja',
    brindle: 'Atigrado',
    spotted: 'Manchado',
    tricolor: 'Tricolor',
  } satisfies Record<FoundColour, string>,
  sizes: { small: 'Pequeño', medium: 'Mediano', large: 'Grande' } satisfies Record<
    FoundSize,
    string
  >,
  sexes: { male: 'Macho', female: 'Hembra' } satisfies Record<FoundSex, string>,
  whereabouts: {
    'with-finder': 'Está conmigo',
    'at-vet': 'En una veterinaria',
    'at-shelter': 'En un refugio',
    'seen-not-held': 'La vi, pero no la tengo',
  } satisfies Record<FoundWhereabouts, string>,
  precheck: {
    title: '¿Es alguna de estas?',
    intro: 'Estas alertas activas se parecen a la mascota que encontraste:',
    none: 'No hay alertas activas parecidas cerca. Publica el reporte para que la familia te encuentre.',
    checking: 'Buscando alertas parecidas...',
    check: 'Buscar alertas parecidas',
    offline: 'Sin conexión no podemos buscar alertas parecidas; el reporte se enviará igual.',
  },
  card: {
    title: (species: string) => `${species} encontrado`,
    photoAlt: (species: string) => `Foto de la mascota encontrada (${species})`,
    foundOn: (date: string, time: string) => `Encontrada el ${date} a las ${time}`,
    collar: (text: string | null) => (text ? `Collar: «${text}»` : 'Con collar o placa'),
    reunited: 'Reunida con su familia',
    open: 'Buscando a su familia',
    mine: 'Tu reporte',
  },
  list: {
    label: 'Mascotas encontradas',
    reports: 'Reportes de mascotas encontradas',
    reunitedAlerts: 'Alertas con final feliz',
    count: (count: number) =>
      count === 1 ? '1 mascota encontrada en tu zona' : `${count} mascotas encontradas en tu zona`,
    emptyTitle: 'No hay mascotas encontradas',
    empty: 'Nadie ha reportado mascotas encontradas cerca. Si encontraste una, repórtala.',
  },
  candidates: {
    title: 'Posibles coincidencias',
    loading: 'Buscando posibles coincidencias...',
    none: 'Aún no hay coincidencias. Te avisaremos si alguien reporta una mascota parecida.',
    error: 'No se pudieron cargar las coincidencias.',
    offline: 'Necesitas conexión para ver las posibles coincidencias.',
    retry: 'Reintentar',
    found: 'Reporte de mascota encontrada',
    sighting: 'Avistamiento',
    isMine: 'Es mi mascota',
    notMine: 'No es',
    busy: 'Un momento...',
    linked: 'Vinculado a tu alerta',
    openChat: 'Abrir conversación',
    reunite: 'Ya la tengo: marcar como encontrada',
    reuniteConfirm:
      '¿Ya tienes a tu mascota? Se cerrarán la alerta y el reporte, y agradeceremos a quien la encontró.',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    actionError: 'No se pudo completar la acción. Inténtalo de nuevo.',
    offlineAction: 'Necesitas conexión a internet para esta acción.',
  },
} as const
