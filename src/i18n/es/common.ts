/** Strings shared by every screen. Feature strings live beside this file, one file per feature. */
export const common = {
  appName: 'Huellitas',
  loading: 'Cargando...',
  timeout: 'Timeout: El servidor no responde',
  network: 'Error de red: No se puede conectar al servidor',
  retry: 'Reintentar',
  close: 'Cerrar',
  /** a part of the app opened offline before the device had stored it (a first visit) */
  notYetOffline:
    'Esta parte de la app aún no está guardada en tu dispositivo. Ábrela de nuevo con conexión.',
  cancel: 'Cancelar',
  back: 'Volver',
  /** after the label of a field the user may leave empty */
  optional: '(opcional)',
} as const
