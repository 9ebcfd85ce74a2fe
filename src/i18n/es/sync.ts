/** Texts of the offline engine (src/sync): what the user reads about unsent changes. */
export const sync = {
  /** a change that never got through within the queue's retention (7 days) */
  notSent: 'No se pudo enviar este cambio: pasaron 7 días sin conexión. Vuelve a intentarlo.',
  /** a change refused by the server without a message of its own */
  refused: 'No se pudo guardar el cambio.',
} as const
