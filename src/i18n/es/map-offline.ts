/** Saving a map area for offline use ('Guardar esta zona sin conexión'). */

const megabytes = new Intl.NumberFormat('es', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const percent = new Intl.NumberFormat('es', { maximumFractionDigits: 0 })
const day = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long' })

/** Bytes as megabytes with one decimal, never '0,0' for something that weighs anything. */
function mb(bytes: number): string {
  return `${megabytes.format(bytes > 0 ? Math.max(0.1, bytes / 1_000_000) : 0)} MB`
}

export const mapOffline = {
  saveArea: 'Guardar esta zona sin conexión',
  regionLabel: 'Guardar zona sin conexión',
  estimate: (tiles: number, bytes: number) =>
    tiles > 0
      ? `Se guardarán ${tiles} ${tiles === 1 ? 'mosaico' : 'mosaicos'} (≈ ${mb(bytes)})`
      : `Se guardará el mapa base de esta zona (≈ ${mb(bytes)})`,
  confirm: 'Guardar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  saving: (share: number) => `Guardando… ${percent.format(share * 100)} %`,
  progressLabel: 'Progreso del guardado',
  done: (bytes: number, until: Date) =>
    `Zona guardada (${mb(bytes)}). Podrás verla sin conexión hasta el ${day.format(until)}.`,
  someFailed: (count: number) =>
    count === 1
      ? 'No se pudo guardar 1 mosaico; esa parte del mapa puede verse incompleta.'
      : `No se pudieron guardar ${count} mosaicos; esa parte del mapa puede verse incompleta.`,
  cancelled: 'Guardado cancelado. No se guardó nada de esta zona.',
  tooLarge: (max: number) =>
    `La zona es demasiado grande para guardarla (más de ${max} mosaicos). Acerca el mapa e inténtalo de nuevo.`,
  offline: 'Necesitas conexión para guardar esta zona.',
  noSpace: 'No hay espacio suficiente en el dispositivo para guardar esta zona.',
  unsupported: 'Este navegador no permite guardar zonas del mapa sin conexión.',
  failed: 'No se pudo guardar la zona. Revisa tu conexión e inténtalo de nuevo.',
  quotaExceeded:
    'El dispositivo se quedó sin espacio mientras se guardaba la zona, así que no se guardó. Libera espacio o elimina otras zonas en Configuración › Zonas sin conexión.',
  /** Settings › 'Zonas sin conexión': the areas saved on this device. */
  saved: {
    title: 'Zonas sin conexión',
    loading: 'Cargando zonas guardadas…',
    empty:
      'No has guardado ninguna zona. En un mapa, pulsa «Guardar esta zona sin conexión» para poder verla sin internet.',
    unnamed: 'Zona sin nombre',
    near: (place: string) => `Cerca de ${place}`,
    zooms: (from: number, to: number) => `Zoom ${from}–${to}`,
    size: (bytes: number) => mb(bytes),
    savedOn: (date: Date) => `Guardada el ${day.format(date)}`,
    remove: 'Eliminar',
    removeLabel: (name: string) => `Eliminar: ${name}`,
    removing: 'Eliminando…',
    removed: (name: string) => `Se eliminó ${name}. Ya no estará disponible sin conexión.`,
    removeFailed: 'No se pudo eliminar la zona. Inténtalo de nuevo.',
    unsupported: 'Este navegador no permite guardar zonas del mapa sin conexión.',
  },
} as const
