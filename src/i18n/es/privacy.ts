import { privacyMessages } from '@contract/privacy.messages'

/** Settings › Cuenta › Privacidad: the dialog, the export and the account's deletion. */
export const privacy = {
  title: 'Privacidad',
  close: 'Cerrar',
  discoverable: {
    label: 'Perfil visible en Explorar',
    help: 'Si lo desactivas, tus mascotas no aparecen en Explorar para otras personas.',
  },
  showDistance: {
    label: 'Mostrar distancia',
    help: 'Si lo desactivas, los demás verán «cerca de ti» en lugar de los kilómetros.',
  },
  savedOffline: 'Se guardará cuando vuelvas a tener conexión.',
  settingsFailed: privacyMessages.settingsError,
  data: {
    title: 'Tus datos',
    download: 'Descargar mis datos',
    downloading: 'Preparando la descarga…',
    help: 'Un archivo JSON con tu perfil, mascotas, matches, mensajes, favoritos, comentarios, alertas, avistamientos, reservas, ciclos y notificaciones.',
    offline: 'Necesitas conexión a internet para descargar tus datos.',
    failed: 'No se pudieron descargar tus datos. Inténtalo de nuevo.',
  },
  delete: {
    open: 'Eliminar mi cuenta',
    title: '¿Eliminar tu cuenta?',
    warning:
      'Esta acción no se puede deshacer. Se borrarán tu perfil, tus mascotas, sus fotos, tus favoritos, comentarios, alertas, reservas y ciclos, y se cerrará tu sesión en todos los dispositivos. Tus matches terminarán; en los chats de los demás tus mensajes aparecerán como de «Usuario eliminado».',
    passwordLabel: 'Tu contraseña',
    confirm: 'Eliminar definitivamente',
    busy: 'Eliminando…',
    cancel: 'Cancelar',
    passwordRequired: privacyMessages.passwordRequired,
    offline: 'Necesitas conexión a internet para eliminar tu cuenta.',
    failed: 'No se pudo eliminar la cuenta. Inténtalo de nuevo.',
  },
} as const
