/**
 * Texts of the account feature (the user's own profile writes) beyond the contract's
 * profileMessages (server/contract/users.messages.ts).
 */
export const account = {
  /** avatar and banner files are sent at once, never queued (see account.uploads.ts) */
  uploadNeedsConnection:
    'Sin conexión: conéctate a internet para subir la imagen. No se ha cambiado nada.',
} as const
