import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on a free local port that keeps every message it receives, for tests of
 * the mail the app sends (SMTP_URL=sink.url). Plain SMTP on loopback: STARTTLS and AUTH are
 * off, as for a local relay. Only what the tests read is decoded: the recipients, the subject
 * and the text/plain part (quoted-printable or base64, UTF-8).
 */
export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
  raw: string
}

export interface SmtpSink {
  url: string
  readonly mails: readonly ReceivedMail[]
  /** The first mail to `address` (already received, or the next one), or a timeout error. */
  waitForMail(address: string, timeoutMs?: number): Promise<ReceivedMail>
  /** Holds every new connection's greeting this long: a slow or distant mail server. */
  setGreetingDelay(ms: number): void
  stop(): Promise<void>
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = []
  const text = body.replace(/=\r?\n/g, '')
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    const hex = text.slice(index + 1, index + 3)
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), folded lines joined. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

function splitPart(part: string): { headers: Map<string, string>; body: string } {
  const cut = part.search(/\r?\n\r?\n/)
  const head = cut < 0 ? part : part.slice(0, cut)
  const body = cut < 0 ? '' : part.slice(cut).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function plainText(message: string): string {
  const { headers, body } = splitPart(message)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!boundary) {
    return decodeBody(body, (headers.get('content-transfer-encoding') ?? '').toLowerCase())
  }
  for (const part of body.split(`--${boundary}`)) {
    if (/content-type:\s*(text\/plain|multipart\/)/i.test(part)) return plainText(part.trim())
  }
  return ''
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  let greetingDelayMs = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      setTimeout(callback, greetingDelayMs)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: decodeHeader(splitPart(raw).headers.get('subject') ?? ''),
          text: plainText(raw),
          raw,
        })
        for (const wake of waiters) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(address, timeoutMs = 15_000) {
      const wanted = address.toLowerCase()
      const find = () => mails.find((mail) => mail.to.includes(wanted))
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find()
          if (!mail) return
          cleanup()
          resolve(mail)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    setGreetingDelay(ms) {
      greetingDelayMs = ms
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The link to `path` carrying a token in its fragment, in a mail's text. */
export function tokenLinkIn(mail: ReceivedMail, path: string): string {
  const pattern = new RegExp(`https?://\\S+${path}#token=[A-Za-z0-9_%-]+`)
  const link = pattern.exec(mail.text)?.[0]
  if (!link) throw new Error(`no ${path} link in the mail:\n${mail.text}`)
  return link
}

/** The reset link in a mail's text. */
export const resetLinkIn = (mail: ReceivedMail): string => tokenLinkIn(mail, '/reset-password')
