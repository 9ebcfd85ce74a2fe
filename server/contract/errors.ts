import { waitTime } from './wait-time.js'

/**
 * Every error the API answers has this shape: a stable kebab-case code for programs and a
 * Spanish sentence for people. The client shows `message` where the spec says "the server's
 * message".
 */
export interface ApiErrorBody {
  error: string
  message: string
}

export const serverMessages = {
  invalidBody: 'Los datos enviados no son válidos.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  notFound: 'Recurso no encontrado.',
  unauthorized: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  internal: 'Ocurrió un error inesperado en el servidor. Inténtalo de nuevo más tarde.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  emailTaken: 'Ya existe una cuenta registrada con este correo electrónico.',
  wrongCredentials: 'Correo electrónico o contraseña incorrectos.',
  invalidIdempotencyKey:
    'La cabecera Idempotency-Key no es válida: usa un identificador único (UUID) de hasta 100 caracteres.',
  idempotencyKeyReused:
    'Esta clave de idempotencia ya se usó para otra operación. Genera una clave nueva para cada operación.',
  idempotencyInProgress:
    'Esta operación todavía se está procesando. Inténtalo de nuevo en unos segundos.',
  tooManyLoginAttempts: (minutes: number) =>
    `Demasiados intentos de inicio de sesión. Inténtalo de nuevo en ${waitTime(minutes)}.`,
  tooManySignups: (minutes: number) =>
    `Demasiados intentos de registro. Inténtalo de nuevo en ${waitTime(minutes)}.`,
  tooManySocketJoins: (minutes: number) =>
    `Demasiadas conexiones en poco tiempo. Inténtalo de nuevo en ${waitTime(minutes)}.`,
} as const
