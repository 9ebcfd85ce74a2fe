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
    help: 'Ayuda',
    terms: 'Términos y condiciones',
    privacyPolicy: 'Política de privacidad',
  },
  comingSoon: 'Próximamente',
  signedInAs: (email: string) => `Sesión iniciada como ${email}`,
  logout: 'Cerrar sesión',
  loggingOut: 'Cerrando sesión...',
} as const
