/** Texts of the offline engine (src/sync): what the user reads about unsent changes. */
export const sync = {
  /** a change whose page closed before it could be sent (no service worker held it) */
  notSent: 'No se pudo enviar este cambio: la app se cerró sin conexión. Vuelve a intentarlo.',
  /** a change refused by the server without a message of its own */
  refused: 'No se pudo guardar el cambio.',
} as const
