/**
 * Texts of the found-pet dialogs on /lost-pets: the 'Encontré una mascota' form, its check for
 * similar alerts, and an alert's 'Posibles coincidencias'. Apart from found-pets.ts, which the
 * list's first paint loads: these load with the dialogs, on a tap.
 */
export const foundPetReport = {
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
  precheck: {
    title: '¿Es alguna de estas?',
    intro: 'Estas alertas activas se parecen a la mascota que encontraste:',
    none: 'No hay alertas activas parecidas cerca. Publica el reporte para que la familia te encuentre.',
    checking: 'Buscando alertas parecidas...',
    check: 'Buscar alertas parecidas',
    offline: 'Sin conexión no podemos buscar alertas parecidas; el reporte se enviará igual.',
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
