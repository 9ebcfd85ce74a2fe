// Generates the PWA icons in public/icons/ from one SVG paw logo (run: node scripts/make-icons.mjs).
// The output is committed; run again only when the logo changes.
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url))
const BRAND_LIGHT = '#fb923c'
const BRAND_DARK = '#ea580c'

// The paw in a 100×100 box: four toes and the main pad, centred on (50, 51).
const PAW = `
  <ellipse cx="27" cy="45" rx="8" ry="10.5" transform="rotate(-22 27 45)"/>
  <ellipse cx="41" cy="31" rx="8.5" ry="11.5" transform="rotate(-8 41 31)"/>
  <ellipse cx="59" cy="31" rx="8.5" ry="11.5" transform="rotate(8 59 31)"/>
  <ellipse cx="73" cy="45" rx="8" ry="10.5" transform="rotate(22 73 45)"/>
  <path d="M50 51c-11 0-22 12.5-22 22.5 0 7.5 6.5 11 13 9.2 3.3-.9 5.8-2.7 9-2.7s5.7 1.8 9 2.7c6.5 1.8 13-1.7 13-9.2C72 63.5 61 51 50 51z"/>`

/** Paw scaled about the centre: `scale` 1 spans roughly 19–84 % of the box. */
function paw(scale, fill = '#ffffff') {
  const offset = 50 - 50 * scale
  return `<g fill="${fill}" transform="translate(${offset} ${offset + 1}) scale(${scale})">${PAW}</g>`
}

const gradient = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${BRAND_LIGHT}"/><stop offset="1" stop-color="${BRAND_DARK}"/>
</linearGradient></defs>`

function svg(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`
}

/** 'any' purpose: a rounded tile with transparent corners. */
const roundedIcon = svg(
  `${gradient}<rect width="100" height="100" rx="22" fill="url(#bg)"/>${paw(0.95)}`,
)
/** Maskable: full bleed; the paw stays inside the central 80 % circle every mask keeps. */
const maskableIcon = svg(`${gradient}<rect width="100" height="100" fill="url(#bg)"/>${paw(0.78)}`)
/** iOS rounds the corners itself and turns transparency black: full bleed, larger paw. */
const appleIcon = svg(`${gradient}<rect width="100" height="100" fill="url(#bg)"/>${paw(0.85)}`)
/** Notification badge: Android draws only the alpha channel, so a white paw on nothing. */
const badgeIcon = svg(paw(1.2))

async function png(source, size, name) {
  await sharp(Buffer.from(source), { density: 72 * (size / 100) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}${name}`)
  console.log(`icons/${name}`)
}

await mkdir(OUT, { recursive: true })
await png(roundedIcon, 192, 'icon-192x192.png')
await png(roundedIcon, 512, 'icon-512x512.png')
await png(maskableIcon, 512, 'maskable-512x512.png')
await png(appleIcon, 180, 'apple-touch-icon.png')
await writeFile(`${OUT}favicon.svg`, `${roundedIcon}\n`)
await writeFile(
  `${OUT}badge-72x72.svg`,
  `${badgeIcon.replace('viewBox', 'width="72" height="72" viewBox')}\n`,
)
console.log('icons/favicon.svg\nicons/badge-72x72.svg')
