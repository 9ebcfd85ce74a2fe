/**
 * Texts of the maps (spec §2 lost-pet dialogs' map picker and cards, §7 address lookup, §8
 * 'Location'): the location picker, the static card maps and the pet profile's area map.
 */
export const map = {
  region: 'Mapa',
  loading: 'Cargando mapa...',
  loadError: 'No se pudo cargar el mapa',
  // The street map could not load here (offline with nothing saved, no internet): the app's
  // own basemap is shown instead. A note, not an error.
  simplified: 'Mapa simplificado (sin conexión)',
  /** maplibre's own control labels (its `locale` option) */
  maplibre: {
    'AttributionControl.ToggleAttribution': 'Mostrar u ocultar la atribución',
    'AttributionControl.MapFeedback': 'Comentarios sobre el mapa',
    'Map.Title': 'Mapa',
    'Marker.Title': 'Marcador',
    'NavigationControl.ResetBearing': 'Arrastra para girar el mapa; haz clic para volver al norte',
    'NavigationControl.ZoomIn': 'Acercar',
    'NavigationControl.ZoomOut': 'Alejar',
    'Popup.Close': 'Cerrar',
    'CooperativeGesturesHandler.WindowsHelpText': 'Usa Ctrl + rueda para hacer zoom en el mapa',
    'CooperativeGesturesHandler.MacHelpText': 'Usa ⌘ + rueda para hacer zoom en el mapa',
    'CooperativeGesturesHandler.MobileHelpText': 'Usa dos dedos para mover el mapa',
  },
  picker: {
    label: 'Elige la ubicación en el mapa',
    instructions:
      'Toca el mapa o arrastra el marcador para elegir el lugar. Con el teclado, usa las flechas para mover el marcador.',
    marker: 'Marcador de ubicación',
    useMine: 'Usar mi ubicación',
    locating: 'Obteniendo tu ubicación...',
    lookingUp: 'Obteniendo dirección...',
    address: 'Dirección',
    noPoint: 'Toca el mapa para elegir un lugar.',
    // §8, on the lost-alert map (and every picker) when the device position cannot be read.
    clickMap: 'No se pudo obtener tu ubicación. Por favor, haz clic en el mapa.',
  },
  staticMap: {
    // §2 lost-pet cards
    unavailable: 'Ubicación no disponible',
    // The place is known but its map could not be drawn (offline, never seen online): it is
    // drawn again when the connection comes back.
    notDrawn: 'El mapa se mostrará al recuperar la conexión',
    alt: (place: string) => `Mapa de ${place}`,
    altPlain: 'Mapa del lugar',
    // Public alert page: swaps the picture for MapLibre, loaded on this click only.
    showInteractive: 'Ver mapa interactivo',
  },
  area: {
    title: 'Zona aproximada',
    named: (place: string) => `Zona aproximada: ${place}`,
    approximate: 'Se muestra una zona de alrededor de 1 km, no la dirección exacta.',
    exact: 'Ubicación de tu mascota',
  },
  locationDialog: {
    chooseOnMap: 'Elegir en el mapa',
    save: 'Guardar esta ubicación',
    saving: 'Guardando ubicación...',
    saved: 'Ubicación guardada',
    hide: 'Ocultar mapa',
  },
} as const
