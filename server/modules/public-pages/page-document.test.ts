import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGE_DATA_ID } from '../../contract/public-page.js'
import { pageDocument } from './page-document.js'

const template = `<!doctype html>
<html lang="es">
  <head>
    <title>Huellitas</title>
    <script type="module" crossorigin src="/assets/public-page-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/styles-1.css">
  </head>
  <body>
    <div id="root"><!--ssr-outlet--></div>
  </body>
</html>`

describe('a public page document', () => {
  it('puts the markup in #root, the page as inert JSON beside it, the photo preload in the head', () => {
    const html = pageDocument(template, {
      markup: '<link rel="preload" as="image" href="/a.webp"/><main><h1>Luna</h1></main>',
      page: { kind: 'missing', what: 'alert' },
      head: null,
      criticalCss: null,
    })
    expect(html).toContain('<div id="root"><main><h1>Luna</h1></main></div>')
    expect(html).toContain(
      `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">{"kind":"missing","what":"alert"}</script>`,
    )
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('</head>'))
    // Without critical CSS the stylesheet stays where it was.
    expect(html.indexOf('styles-1.css')).toBeLessThan(html.indexOf('</head>'))
  })

  it('inlines the critical CSS and moves the stylesheet to the end of the body', () => {
    const html = pageDocument(template, {
      markup: '<p>x</p>',
      page: { kind: 'landing' },
      head: null,
      criticalCss: '.a{color:red}',
    })
    expect(html).toContain('<style>.a{color:red}</style>')
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'))
    expect(html.indexOf('styles-1.css')).toBeGreaterThan(html.indexOf('<div id="root">'))
  })

  it('writes the photo preview once, in the markup, not again in the JSON', () => {
    const preview = 'data:image/webp;base64,AAAA'
    const html = pageDocument(template, {
      markup: `<img src="${preview}"/>`,
      page: { kind: 'missing', what: 'pet' },
      head: null,
      criticalCss: null,
    })
    expect(html.split(preview)).toHaveLength(2)
    const withPreview = pageDocument(template, {
      markup: `<img src="${preview}"/>`,
      page: {
        kind: 'pet',
        pet: {
          id: 'p1',
          name: 'Rocky',
          species: 'dog',
          breed: '',
          photos: [],
          ownerContact: null,
          medicalNeeds: null,
          allergies: null,
          vetPhone: null,
          activeAlert: null,
        },
        photoPreview: preview,
        forms: { formKey: 'k', today: '2026-01-01', refused: null },
      },
      head: null,
      criticalCss: null,
    })
    expect(withPreview.split(preview)).toHaveLength(2)
    expect(withPreview).toContain('"photoPreview":"in-markup"')
  })

  it('keeps a hostile name from closing the data script', () => {
    const name = '</script><script>alert(1)</script>\u2028'
    const html = pageDocument(template, {
      markup: '',
      page: { kind: 'sent', message: name, backHref: '/', backLabel: 'Volver' },
      head: null,
      criticalCss: null,
    })
    expect(html).not.toContain('<script>alert(1)')
    const json = html.split(`id="${PUBLIC_PAGE_DATA_ID}">`)[1]!.split('</script>')[0]!
    expect(JSON.parse(json)).toMatchObject({ message: name })
  })
})
