import { createTransport } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/** Outgoing mail: through SMTP when SMTP_URL is set, else into the server's log. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}

export interface MailerOptions {
  smtpUrl: string | undefined
  from: string
  log: Pick<FastifyBaseLogger, 'info'>
}

/** An SMTP server that does not answer must not hold a send (and shutdown) for minutes. */
const SMTP_TIMEOUT_MS = 20_000

export function createMailer(options: MailerOptions): Mailer {
  if (!options.smtpUrl) {
    // The two-command set-up has no mail server: the operator reads the mail (its link) here.
    return {
      send(message) {
        options.log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'mail not sent (SMTP_URL is not set); its text follows',
        )
        return Promise.resolve()
      },
      close() {},
    }
  }
  const transport = createTransport(
    {
      url: options.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from: options.from },
  )
  return {
    async send(message) {
      await transport.sendMail(message)
    },
    close() {
      transport.close()
    },
  }
}
