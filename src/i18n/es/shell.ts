/** The signed-in app shell: header titles and the bottom navigation. */
export const shell = {
  titles: {
    home: 'Huellitas',
    matches: 'Matches',
    chat: 'Chat',
    profile: 'Mi Perfil',
    settings: 'Configuración',
    services: 'Servicios',
  },
  back: 'Volver',
  premiumBadge: 'Premium',
  install: 'Instalar aplicación',
  notificationSettings: 'Configuración de notificaciones',
  mainNavigation: 'Navegación principal',
  tabs: {
    explore: 'Explorar',
    matches: 'Matches',
    favorites: 'Favoritos',
    lostPets: 'Perdidas',
    profile: 'Perfil',
  },
} as const
