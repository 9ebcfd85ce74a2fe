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
} as const
