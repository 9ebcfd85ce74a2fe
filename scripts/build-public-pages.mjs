#!/usr/bin/env node
// After the client, SSR and server builds: renders each public page kind from sample data with
// the server's own renderer and document assembly (a render that throws fails the build), and
// keeps for each kind the CSS its markup uses (Beasties), which the server inlines so that the
// first paint waits for no stylesheet (dist/.ssr/critical-css.json).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import Beasties from 'beasties'

const dist = 'dist'
const ssrDir = join(dist, '.ssr')
const load = (file) => import(pathToFileURL(join(process.cwd(), file)).href)
const { renderPublicPage } = await load(join(ssrDir, 'entry-server.js'))
const { pageDocument } = await load('dist/server/modules/public-pages/page-document.js')
const { CRITICAL_CSS_FILE } = await load('dist/server/modules/public-pages/page-renderer.js')
const template = readFileSync(join(dist, 'public-page.html'), 'utf8')

const forms = (refused = null) => ({ formKey: 'sample-key-000', today: '2026-01-15', refused })
const alert = {
  id: 'sample-alert',
  name: 'Luna',
  species: 'dog',
  breed: 'Mestiza',
  photos: ['/uploads/lost-pets/sample.webp'],
  description: 'Perrita café con collar rojo, muy amigable.',
  lastSeenLocation: 'Colonia Escalón, San Salvador',
  latitude: 13.7,
  longitude: -89.24,
  lastSeenDate: '2026-01-14',
  lastSeenTime: '18:30',
  reward: '$50',
  contactPhone: '7777-1234',
  status: 'active',
  createdAt: '2026-01-14T19:00:00.000Z',
}
const pet = {
  id: 'sample-pet',
  name: 'Rocky',
  species: 'dog',
  breed: 'Labrador',
  photos: ['/uploads/pets/sample.webp'],
  ownerContact: '7777-1234',
  medicalNeeds: 'Toma medicina para el corazón.',
  allergies: 'Pollo',
  vetPhone: '2222-3333',
  activeAlert: {
    id: 'sample-alert',
    lastSeenLocation: 'Colonia Escalón',
    lastSeenDate: '2026-01-14',
    lastSeenTime: '18:30',
    reward: '$50',
  },
}
const found = {
  id: 'sample-found',
  reporterId: 'sample-user',
  species: 'dog',
  breed: 'Mestizo',
  colours: ['brown', 'white'],
  size: 'medium',
  sex: 'male',
  hasCollar: true,
  collarText: 'Placa azul',
  photos: ['/uploads/found-reports/sample.webp'],
  latitude: 13.7,
  longitude: -89.24,
  location: 'Colonia Escalón, San Salvador',
  foundDate: '2026-01-14',
  foundTime: '10:15',
  whereabouts: 'at-vet',
  placeDetail: 'Veterinaria San Benito',
  description: 'Muy cariñoso, con hambre.',
  status: 'open',
  createdAt: '2026-01-14T11:00:00.000Z',
  updatedAt: '2026-01-14T11:00:00.000Z',
}
const refused = (form) => ({
  form,
  values: { name: 'Ana' },
  errors: { phone: 'Escribe un teléfono válido.' },
  message: 'Demasiados envíos. Inténtalo más tarde.',
})

// Every variant of a kind goes into one sample, so its CSS covers them all.
const samples = {
  landing: [{ kind: 'landing' }],
  alert: [
    { kind: 'alert', alert, photoPreview: null, forms: forms(refused('sighting')) },
    {
      kind: 'alert',
      alert: { ...alert, status: 'found', reward: null },
      photoPreview: null,
      forms: forms(),
    },
  ],
  pet: [
    { kind: 'pet', pet, photoPreview: null, forms: forms(refused('notify')) },
    {
      kind: 'pet',
      pet: { ...pet, ownerContact: 'ana@correo', activeAlert: null },
      photoPreview: null,
      forms: forms(),
    },
  ],
  found: [
    { kind: 'found', report: found, photoPreview: null },
    { kind: 'found', report: { ...found, status: 'reunited' }, photoPreview: null },
  ],
  missing: [{ kind: 'missing', what: 'alert' }],
  sent: [{ kind: 'sent', message: '¡Gracias!', backHref: '/', backLabel: 'Volver' }],
}

const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: 'body',
  pruneSource: false,
  inlineFonts: false,
  reduceInlineStyles: false,
  compress: true,
  logLevel: 'warn',
})

const critical = {}
for (const [kind, pages] of Object.entries(samples)) {
  const markup = pages.map((page) => renderPublicPage(page)).join('')
  const html = pageDocument(template, { markup, page: pages[0], head: null, criticalCss: null })
  const processed = await beasties.process(html)
  const css = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  if (!css) throw new Error(`no critical CSS found for the ${kind} page`)
  critical[kind] = css
}
writeFileSync(join(ssrDir, CRITICAL_CSS_FILE), JSON.stringify(critical))
const sizes = Object.entries(critical).map(
  ([kind, css]) => `${kind} ${(css.length / 1024).toFixed(1)} KiB`,
)
console.log(`Public pages rendered; critical CSS: ${sizes.join(', ')}`)
