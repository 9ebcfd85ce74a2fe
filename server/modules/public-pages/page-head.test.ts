import { describe, expect, it } from 'vitest'
import type { PublicLostPet } from '../../contract/public-lost-pets.contract.js'
import { withAlertTags } from './page-head.js'

const html = '<html><head><title>Huellitas</title></head><body><div id="root"></div></body></html>'

function alert(overrides: Partial<PublicLostPet> = {}): PublicLostPet {
  return {
    id: 'a1',
    name: 'Luna',
    species: 'dog',
    breed: null,
    photos: ['/uploads/lost-pets/a1.webp'],
    description: 'Perrita café.',
    lastSeenLocation: 'Parque Cuscatlán',
    latitude: 13.7,
    longitude: -89.2,
    lastSeenDate: '2026-11-25',
    lastSeenTime: '18:00',
    reward: null,
    contactPhone: '7000-0000',
    status: 'active',
    createdAt: '2026-11-25T18:10:00.000Z',
    ...overrides,
  }
}

describe('the public alert page head', () => {
  it('carries the title and Open Graph tags, with an absolute image URL', () => {
    const page = withAlertTags(
      html,
      alert(),
      'https://huellitas.app',
      'https://huellitas.app/perdidos/a1',
    )
    expect(page).toContain('<title>SE BUSCA: Luna · Huellitas</title>')
    expect(page).toContain(
      '<meta property="og:image" content="https://huellitas.app/uploads/lost-pets/a1.webp" />',
    )
    expect(page.indexOf('og:title')).toBeLessThan(page.indexOf('</head>'))
  })

  it("keeps a name's $-patterns and markup as text", () => {
    const name = `Luna $' $& <script>alert(1)</script>`
    const page = withAlertTags(html, alert({ name }), 'https://h.app', 'https://h.app/perdidos/a1')
    expect(page).not.toContain('<script>')
    expect(page).toContain(
      '<title>SE BUSCA: Luna $&#39; $&#38; &#60;script&#62;alert(1)&#60;/script&#62; · Huellitas</title>',
    )
    expect(page.match(/<\/head>/g)).toHaveLength(1)
    expect(page.match(/<body>/g)).toHaveLength(1)
  })
})
