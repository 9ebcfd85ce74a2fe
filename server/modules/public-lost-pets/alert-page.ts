import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { PublicLostPet } from '../../contract/public-lost-pets.contract.js'
import type { PublicLostPetsService } from './public-lost-pets.service.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const ogTitle = (pet: PublicLostPet) =>
  pet.status === 'found' ? `${pet.name} ya fue encontrada` : `SE BUSCA: ${pet.name}`

function ogDescription(pet: PublicLostPet): string {
  const seen = pet.lastSeenLocation ? `Vista por última vez en ${pet.lastSeenLocation}` : ''
  const reward = pet.reward ? `Recompensa: ${pet.reward}` : ''
  const text = [seen, reward, pet.description].filter(Boolean).join('. ')
  return text.length > 200 ? `${text.slice(0, 199)}…` : text
}

/** The Open Graph tags of one alert, for the link previews of chat apps (WhatsApp). */
export function ogTags(pet: PublicLostPet, origin: string, pageUrl: string): string {
  const photo = pet.photos[0]
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', 'Huellitas'],
    ['og:title', ogTitle(pet)],
    ['og:description', ogDescription(pet)],
    ['og:url', pageUrl],
    ['og:locale', 'es_ES'],
  ]
  if (photo) tags.push(['og:image', new URL(photo, origin).href])
  const meta = tags.map(([key, value]) => `<meta property="${key}" content="${escape(value)}" />`)
  meta.push(`<meta name="twitter:card" content="${photo ? 'summary_large_image' : 'summary'}" />`)
  return meta.join('\n    ')
}

/** The page's HTML with the alert's title and Open Graph tags in its head. */
export function withAlertTags(
  html: string,
  pet: PublicLostPet,
  origin: string,
  pageUrl: string,
): string {
  // Replacement functions, not strings: a '$&' or "$'" in a pet's name is text, not a pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(ogTitle(pet))} · Huellitas</title>`)
    .replace('</head>', () => `  ${ogTags(pet, origin, pageUrl)}\n  </head>`)
}

/**
 * GET /perdidos/{id}: the built app's index.html with the alert's Open Graph tags in its head
 * (link previews read the raw HTML and run no script), and its title. Only meta tags are added:
 * no inline script, so the Content-Security-Policy stays as strict. An unknown alert gets the
 * plain page, whose screen says so.
 */
export function registerAlertPage(
  app: FastifyInstance,
  options: { staticDir: string; publicUrl: string | undefined; service: PublicLostPetsService },
): void {
  const indexPath = join(options.staticDir, 'index.html')
  let cached: { mtimeMs: number; html: string } | null = null

  async function indexHtml(): Promise<string | null> {
    try {
      const { mtimeMs } = await stat(indexPath)
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(indexPath, 'utf8') }
      return cached.html
    } catch {
      return null
    }
  }

  app.get<{ Params: { id: string } }>('/perdidos/:id', async (request, reply) => {
    const html = await indexHtml()
    // Not built yet: the static handler answers with its own page.
    if (html === null) return reply.callNotFound()
    const pet = await options.service.forPage(request.params.id).catch(() => null)
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8')
    if (!pet) return reply.send(html)
    const origin = options.publicUrl ?? `${request.protocol}://${request.host}`
    const pageUrl = new URL(`/perdidos/${encodeURIComponent(pet.id)}`, origin).href
    return reply.send(withAlertTags(html, pet, origin, pageUrl))
  })
}
