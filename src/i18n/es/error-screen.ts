/** The screen shown in place of one that failed to render (the router's error component). */
export const errorScreen = {
  message: 'Algo salió mal.',
  reload: 'Recargar',
} as const
