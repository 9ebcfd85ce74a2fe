/** In-app notifications: the bell and its panel. */
export const notifications = {
  bell: 'Notificaciones',
  /** the bell's name with unread notifications: a screen reader hears the count with it */
  bellUnread: (count: number) => `Notificaciones, ${count} sin leer`,
  panelTitle: 'Notificaciones',
  markAllRead: 'Marcar todas como leídas',
  clearAll: 'Limpiar todo',
  empty: 'No hay notificaciones',
  emptyHint: 'Aquí verás tus matches, mensajes, recordatorios y alertas de mascotas perdidas.',
  saveError: 'No se pudo actualizar la notificación. Inténtalo de nuevo.',
  close: 'Cerrar',
  unreadDot: 'Sin leer',
  petImage: (title: string) => `Foto de la mascota: ${title}`,
} as const
