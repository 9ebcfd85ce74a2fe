/** The signed-in app shell: header, bottom navigation and the screens not built yet. */
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
  comingSoon: 'Próximamente',
  /** Title and one-line description of each signed-in screen that a later issue builds. */
  screens: {
    services: {
      title: 'Servicios',
      description: 'Paseos, estética, veterinaria y más servicios para tu mascota.',
    },
    booking: {
      title: 'Detalle de la reserva',
      description: 'Aquí verás el estado de tu reserva.',
    },
    lostPets: {
      title: 'Mascotas perdidas',
      description: 'Alertas de mascotas perdidas y encontradas cerca de ti.',
    },
    reproductiveHealth: {
      title: 'Salud reproductiva',
      description: 'Seguimiento del ciclo reproductivo de tus mascotas hembras.',
    },
    premium: {
      title: 'Premium',
      description: 'Swipes ilimitados, super likes diarios y mucho más.',
    },
    healthServices: {
      title: 'Servicios de salud',
      description: 'Veterinarias cercanas y tus citas médicas.',
    },
  },
} as const
