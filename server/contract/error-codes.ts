/**
 * The stable `error` codes the API answers with (ApiErrorBody.error), so client code can branch
 * on a code instead of on a Spanish sentence.
 */
export const errorCodes = {
  badRequest: 'bad-request',
  invalidBody: 'invalid-body',
  invalidJson: 'invalid-json',
  bodyTooLarge: 'body-too-large',
  unsupportedMediaType: 'unsupported-media-type',
  notFound: 'not-found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  premiumRequired: 'premium-required',
  invalidSignature: 'invalid-signature',
  wrongCredentials: 'wrong-credentials',
  emailTaken: 'email-taken',
  tooManyRequests: 'too-many-requests',
  tooManyLoginAttempts: 'too-many-login-attempts',
  wrongPassword: 'wrong-password',
  invalidResetLink: 'invalid-reset-link',
  tooManyResetRequests: 'too-many-reset-requests',
  tooManySignups: 'too-many-signups',
  sameEmail: 'same-email',
  invalidEmailChangeLink: 'invalid-email-change-link',
  tooManyEmailChanges: 'too-many-email-changes',
  mailFailed: 'mail-failed',
  dailyLimitReached: 'daily-limit-reached',
  conflict: 'conflict',
  accountDeleted: 'account-deleted',
  invalidImage: 'invalid-image',
  imageTooLarge: 'image-too-large',
  tooManyPhotos: 'too-many-photos',
  invalidIdempotencyKey: 'invalid-idempotency-key',
  idempotencyKeyReused: 'idempotency-key-reused',
  idempotencyInProgress: 'idempotency-in-progress',
  internal: 'internal',
} as const

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes]
