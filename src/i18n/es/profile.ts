/** The signed-in user's own profile (/profile): header, pictures, stats, pets, quick actions. */
export const profile = {
  heading: 'Mi Perfil',
  avatarAlt: (name: string) => `Foto de perfil de ${name}`,
  bannerAlt: (name: string) => `Portada de ${name}`,
  memberSince: (monthYear: string) => `Miembro desde ${monthYear}`,
  premiumBadge: 'Cuenta Premium',
  noBio: 'Cuéntale a la comunidad sobre ti y tus mascotas.',
  editProfile: 'Editar perfil',
  changeAvatar: 'Cambiar foto de perfil',
  changeBanner: 'Cambiar portada',
  profileFailed: 'Tu último cambio del perfil no se pudo enviar.',

  // Avatar and banner preview (spec §2: local preview with confirm or cancel).
  preview: {
    avatarTitle: 'Nueva foto de perfil',
    bannerTitle: 'Nueva portada',
    text: 'Así se verá. ¿Quieres guardarla?',
    alt: 'Vista previa de la imagen elegida',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    uploading: 'Subiendo...',
  },

  // 'Editar perfil' dialog.
  edit: {
    title: 'Editar perfil',
    name: 'Nombre',
    bio: 'Biografía',
    bioHint: (max: number) => `Hasta ${max} caracteres.`,
    phone: 'Teléfono',
    location: 'Ubicación',
    locationPlaceholder: 'Ej.: San Salvador, El Salvador',
    save: 'Guardar',
    saving: 'Guardando...',
    cancel: 'Cancelar',
    savedOffline:
      'Sin conexión: tus cambios se guardaron en este dispositivo y se enviarán al recuperar la conexión.',
  },

  // Statistics card (GET /api/users/stats).
  stats: {
    title: 'Estadísticas',
    matches: 'Matches',
    superLikes: 'Super Likes',
    pets: 'Mascotas',
    unknown: '—',
  },

  // 'Mis Mascotas'.
  myPets: 'Mis Mascotas',
  petsActions: 'Acciones de mascotas',
  lostPets: 'Mascotas perdidas',
  scanQr: 'Escanear QR',
  addPet: 'Agregar Mascota',
  emptyTitle: 'Agrega tu primera mascota',
  emptyText: 'Necesitas al menos una mascota para hacer match.',
  petPhotoAlt: (name: string) => `Foto de ${name}`,
  gender: { MALE: 'Macho', FEMALE: 'Hembra' },
  vaccinated: { MALE: 'Vacunado', FEMALE: 'Vacunada' },
  neutered: { MALE: 'Esterilizado', FEMALE: 'Esterilizada' },
  petActions: (name: string) => `Acciones de ${name}`,
  reportLost: { MALE: 'Reportar como perdido', FEMALE: 'Reportar como perdida' },
  reportLostShort: { MALE: 'Perdido', FEMALE: 'Perdida' },
  cycle: 'Ciclo reproductivo',
  cycleShort: 'Ciclo',
  qrCode: 'Código QR',
  editPet: 'Editar',
  failedLabel: 'No sincronizado',
  discard: 'Descartar',
  retry: 'Reintentar',
  remove: 'Eliminar',
  removeTitle: (name: string) => `¿Eliminar a ${name}?`,
  removeText: 'Su perfil y sus fotos dejarán de estar en Huellitas.',
  removeConfirm: 'Eliminar',
  removeCancel: 'Cancelar',
  dismissError: 'Cerrar aviso',
  dismissNotice: 'Cerrar aviso',

  // Quick actions card.
  quickActions: 'Accesos rápidos',
  quick: {
    notifications: 'Notificaciones',
    premium: 'Premium',
    healthServices: 'Servicios de salud',
    settings: 'Configuración',
  },
} as const
