/** The settings screen. */
export const settings = {
  title: 'Configuración',
  sections: {
    preferences: 'Preferencias',
    account: 'Cuenta',
    support: 'Soporte',
  },
  items: {
    searchFilters: 'Filtros de búsqueda',
    location: 'Configurar ubicación',
    notifications: 'Notificaciones',
    privacy: 'Privacidad',
    premium: 'Premium',
    changeEmail: 'Cambiar correo',
    changePassword: 'Cambiar contraseña',
    help: 'Ayuda',
    terms: 'Términos y condiciones',
    privacyPolicy: 'Política de privacidad',
  },
  /** Sign-out with writes not yet accepted by the server: they would be lost. */
  unsent: {
    title: (count: number) =>
      count === 1 ? 'Tienes 1 cambio sin enviar' : `Tienes ${count} cambios sin enviar`,
    text: 'Si sales ahora se perderán. Conéctate y envíalos antes de salir.',
    sendFirst: 'Enviar primero',
    sending: 'Enviando…',
    leaveAnyway: 'Salir de todos modos',
  },
  activeFilters: (count: number) => (count === 1 ? '1 activo' : `${count} activos`),
  locationDialog: {
    title: 'Configurar ubicación',
    close: 'Cerrar',
  },
  sharingOn: 'Activada',
  sharingOff: 'Desactivada',
  signedInAs: (email: string) => `Sesión iniciada como ${email}`,
  logout: 'Cerrar sesión',
  loggingOut: 'Cerrando sesión...',
  /** Spec-beyond: signs out every device of the account, this one included. */
  logoutEverywhere: {
    button: 'Cerrar sesión en todos los dispositivos',
    title: '¿Cerrar sesión en todos los dispositivos?',
    text: 'Se cerrará la sesión en este y en todos los dispositivos donde hayas entrado. Para volver a entrar necesitarás tu contraseña.',
    confirm: 'Cerrar en todos',
    busy: 'Cerrando...',
    cancel: 'Cancelar',
    offline: 'Necesitas conexión a internet para cerrar sesión en todos los dispositivos.',
    failed: 'No se pudo cerrar la sesión en todos los dispositivos. Inténtalo de nuevo.',
  },
  /** Settings → Cuenta → Cambiar contraseña: the dialog's frame (its form: es/password.ts). */
  changePassword: {
    title: 'Cambiar contraseña',
    close: 'Cerrar',
    loading: 'Cargando...',
  },
} as const
