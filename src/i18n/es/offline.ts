/** The offline experience: connection banner, reconnection notice, pending marks. */
export const offline = {
  regionLabel: 'Estado de la conexión',
  offlineBanner:
    'Sin conexión — mostrando los datos guardados. Tus cambios se enviarán al recuperar la conexión.',
  pendingChanges: (count: number) =>
    count === 1 ? '1 cambio pendiente de enviar' : `${count} cambios pendientes de enviar`,
  reconnected: 'Conexión restablecida',
  pendingBadge: 'Pendiente',
  pendingBadgeLabel: 'Pendiente de sincronizar',
  /** a dialog opened offline before the device had stored its code (a first visit) */
  notYetStored:
    'Esta parte de la app aún no está guardada en tu dispositivo. Ábrela de nuevo con conexión.',
} as const
