/** Strings shared by every screen. Feature strings live beside this file, one file per feature. */
export const common = {
  appName: 'Huellitas',
  loading: 'Cargando...',
  timeout: 'Timeout: El servidor no responde',
  network: 'Error de red: No se puede conectar al servidor',
  retry: 'Reintentar',
  close: 'Cerrar',
  cancel: 'Cancelar',
  back: 'Volver',
  /** after the label of a field the user may leave empty */
  optional: '(opcional)',
} as const
