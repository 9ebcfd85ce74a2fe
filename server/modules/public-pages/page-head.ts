/**
 * The head of a server-rendered public page: its title and the Open Graph and Twitter tags that
 * link previews (WhatsApp, Facebook) read from the raw HTML, running no script.
 */
import type { PublicFoundReportDoc } from '../../contract/found-reports.contract.js'
import { foundReportTexts } from '../../contract/found-reports.messages.js'
import type { PublicLostPet } from '../../contract/public-lost-pets.contract.js'
import { publicPetMessages, type PublicPet } from '../../contract/public-pets.contract.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const ogTitle = (pet: PublicLostPet) =>
  pet.status === 'found' ? `${pet.name} ya apareció` : `SE BUSCA: ${pet.name}`

function ogDescription(pet: PublicLostPet): string {
  const seen = pet.lastSeenLocation ? `Vista por última vez en ${pet.lastSeenLocation}` : ''
  const reward = pet.reward ? `Recompensa: ${pet.reward}` : ''
  const text = [seen, reward, pet.description].filter(Boolean).join('. ')
  return text.length > 200 ? `${text.slice(0, 199)}…` : text
}

/** What a link preview shows of a public page (its title, description and picture). */
export interface PageTags {
  title: string
  description: string
  /** an upload path or URL, made absolute against the origin */
  image: string | undefined
}

export const alertTags = (pet: PublicLostPet): PageTags => ({
  title: ogTitle(pet),
  description: ogDescription(pet),
  image: pet.photos[0],
})

/** 'Perro encontrado en Colonia Escalón' (or 'Reunido con su familia' once it went home). */
export function foundTags(report: PublicFoundReportDoc): PageTags {
  const species = foundReportTexts.speciesNames[report.species] ?? report.species
  const title =
    report.status === 'reunited'
      ? `${species}: ${foundReportTexts.reunitedBadge}`
      : `${foundReportTexts.foundTitle(species)} en ${report.location}`
  const text = [`Encontrado el ${report.foundDate}`, report.description].join('. ')
  return {
    title,
    description: text.length > 200 ? `${text.slice(0, 199)}…` : text,
    image: report.photos[0],
  }
}

export const petTags = (pet: PublicPet): PageTags => ({
  title: publicPetMessages.pageTitle(pet.name, pet.activeAlert !== null),
  description: publicPetMessages.pageDescription(pet.name),
  image: pet.photos[0],
})

function metaTags(page: PageTags, origin: string, pageUrl: string): string {
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', 'Huellitas'],
    ['og:title', page.title],
    ['og:description', page.description],
    ['og:url', pageUrl],
    ['og:locale', 'es_ES'],
  ]
  if (page.image) tags.push(['og:image', new URL(page.image, origin).href])
  const meta = tags.map(([key, value]) => `<meta property="${key}" content="${escape(value)}" />`)
  meta.push(
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}" />`,
  )
  return meta.join('\n    ')
}

/** The Open Graph tags of one alert, for the link previews of chat apps (WhatsApp). */
export function ogTags(pet: PublicLostPet, origin: string, pageUrl: string): string {
  return metaTags(alertTags(pet), origin, pageUrl)
}

/** The page's HTML with its title and Open Graph tags in its head. */
export function withPageTags(
  html: string,
  page: PageTags,
  origin: string,
  pageUrl: string,
): string {
  // Replacement functions, not strings: a '$&' or "$'" in a pet's name is text, not a pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(page.title)} · Huellitas</title>`)
    .replace('</head>', () => `  ${metaTags(page, origin, pageUrl)}\n  </head>`)
}

/** The page's HTML with the alert's title and Open Graph tags in its head. */
export function withAlertTags(
  html: string,
  pet: PublicLostPet,
  origin: string,
  pageUrl: string,
): string {
  return withPageTags(html, alertTags(pet), origin, pageUrl)
}
