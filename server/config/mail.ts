import { z } from 'zod'
import { ConfigError, matching, type EnvOf } from './env.js'

/** Outgoing mail (password resets, 'Cambiar correo'). */
export interface MailConfig {
  /** smtp:// or smtps:// for outgoing mail; undefined writes each mail's link to the log. */
  smtpUrl: string | undefined
  mailFrom: string
}

export const mailEnv = {
  SMTP_URL: matching(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Huellitas <no-reply@huellitas.app>'),
}

export function readMailConfig(
  e: EnvOf<typeof mailEnv>,
  publicUrl: string | undefined,
): MailConfig {
  // Mail to real people needs links to the real address; guessing it would send broken links.
  if (e.SMTP_URL && !publicUrl) {
    throw new ConfigError([
      'PUBLIC_URL is required when SMTP_URL is set: it is the origin of the links in e-mails (e.g. https://huellitas.app)',
    ])
  }
  return { smtpUrl: e.SMTP_URL, mailFrom: e.MAIL_FROM }
}
