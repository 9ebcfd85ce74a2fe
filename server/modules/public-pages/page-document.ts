/**
 * Assembles a server-rendered public page from the client build's template (public-page.html,
 * whose one module script hydrates the page) and what the renderer made of the page:
 *
 * - the React markup goes into #root, and the same page value as JSON beside it (a
 *   `type="application/json"` script is data, which the Content-Security-Policy lets be);
 * - React's preloads of the photo move into the head, so the photo starts with the document;
 * - the page's critical CSS is inlined (allowed by its hash in the policy) and the stylesheet
 *   moves to the end of the body, so it no longer holds the first paint back;
 * - the title and the link-preview tags go into the head (page-head.ts).
 */
import {
  PREVIEW_IN_MARKUP,
  PUBLIC_PAGE_DATA_ID,
  type PublicPage,
} from '../../contract/public-page.js'
import { withPageTags, type PageTags } from './page-head.js'

const OUTLET = '<div id="root"><!--ssr-outlet--></div>'
const STYLESHEET = /<link rel="stylesheet"[^>]*>/g
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/

export interface DocumentParts {
  /** the renderer's markup of the page */
  markup: string
  page: PublicPage
  /** the head's title and link-preview tags, with the origin and URL they are made absolute to */
  head: { tags: PageTags; origin: string; pageUrl: string } | null
  /** the page kind's critical CSS (build-public-pages.mjs), or null to keep the stylesheet */
  criticalCss: string | null
}

/** JSON inside a script element: nothing in it may close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * The page's JSON without its photo preview, which the markup already holds once (the browser
 * reads it back from there, src/public-pages/hydrate.tsx): a data: URL twice would cost a 2G
 * line twice.
 */
function withoutPreview(page: PublicPage): PublicPage {
  return 'photoPreview' in page && page.photoPreview
    ? { ...page, photoPreview: PREVIEW_IN_MARKUP }
    : page
}

export function pageDocument(template: string, parts: DocumentParts): string {
  if (!template.includes(OUTLET)) throw new Error(`public-page.html lacks ${OUTLET}`)
  const preloads = LEADING_PRELOADS.exec(parts.markup)?.[0] ?? ''
  const markup = parts.markup.slice(preloads.length)
  let html = template
  if (parts.criticalCss !== null) {
    const sheets = html.match(STYLESHEET) ?? []
    html = html.replace(STYLESHEET, '')
    html = html.replace('</head>', () => `<style>${parts.criticalCss}</style>\n  </head>`)
    html = html.replace('</body>', () => `${sheets.join('')}\n  </body>`)
  }
  if (preloads) html = html.replace('</head>', () => `${preloads}\n  </head>`)
  if (parts.head) html = withPageTags(html, parts.head.tags, parts.head.origin, parts.head.pageUrl)
  const data = `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${scriptJson(withoutPreview(parts.page))}</script>`
  return html.replace(OUTLET, () => `<div id="root">${markup}</div>${data}`)
}
