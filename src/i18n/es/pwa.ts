/** Install prompt of the progressive web app. */
export const pwa = {
  bannerLabel: 'Instalar la aplicación',
  title: 'Instala Huellitas',
  text: 'Accede más rápido y úsala incluso sin conexión.',
  install: 'Instalar',
  notNow: 'Ahora no',
  iosText: 'Toca Compartir y luego «Agregar a inicio» para tenerla en tu pantalla de inicio.',
  iosShare: 'Compartir',
  iosAdd: 'Agregar a inicio',
  close: 'Cerrar',
  update: {
    title: 'Hay una nueva versión de Huellitas',
    action: 'Actualizar',
    later: 'Más tarde',
    updating: 'Actualizando…',
    // Shown instead of reloading while a form holds unsaved text (nothing typed is lost).
    saveFirst: 'Guarda o descarta lo que estás editando para actualizar sin perderlo.',
  },
} as const
