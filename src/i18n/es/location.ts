/**
 * Texts of the location module (spec §4 'Location sharing', §5 'Geolocation', §8 'Location').
 * The spec gives the meaning of the geolocation error codes, not their wording: the texts below
 * say what it says (allow access, check the device settings, try again).
 */
export const location = {
  errors: {
    // §8 / §5: the location module's wording for a missing Geolocation API.
    unsupported: 'Tu dispositivo no soporta geolocalización',
    // §8 code 1: permission denied — allow access to find nearby pets.
    denied: 'Permiso de ubicación denegado. Permite el acceso para encontrar mascotas cercanas.',
    // §8 code 2: position unavailable — check the device settings.
    unavailable:
      'No se pudo determinar tu ubicación. Revisa la configuración de ubicación de tu dispositivo.',
    // §8 code 3: timeout — try again.
    timeout: 'Se agotó el tiempo para obtener tu ubicación. Inténtalo de nuevo.',
  },
  /** §8: 'Unknown location', in Spanish, where a city is displayed and none is known. */
  unknownLocation: 'Ubicación desconocida',
  /** A place known only by its coordinates, named after the nearest place of the gazetteer. */
  near: (place: string) => `cerca de ${place}`,
  sharing: {
    title: 'Compartir mi ubicación',
    description: 'Muestra mascotas cercanas y tu distancia a otros dueños.',
    // §8, shown while sharing is off and after a refusal.
    needed: 'Necesitas activar la ubicación para encontrar mascotas cercanas',
    disabled:
      'Ubicación desactivada – Para encontrar mascotas cercanas, activa la ubicación en tu navegador',
    locating: 'Obteniendo tu ubicación...',
    saving: 'Guardando ubicación...',
    turningOff: 'Desactivando...',
    current: 'Ubicación actual',
    tracking: 'Se actualiza sola cuando te mueves más de 1 km.',
    // A place picked by hand on the map is shared instead of the device position.
    pickedByHand:
      'Elegiste este lugar en el mapa: se comparte en vez de tu posición y no cambia cuando te mueves.',
    followDevice: 'Usar mi ubicación',
    saveError: 'Error al guardar la ubicación',
  },
} as const
