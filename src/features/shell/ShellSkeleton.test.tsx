import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { ShellSkeleton } from './ShellSkeleton'

// Vitest runs from the project root (jsdom's import.meta.url is not a file: URL).
const INDEX_HTML = join(process.cwd(), 'index.html')
const SKELETON = /(<div id="app-skeleton">)([\s\S]*?)(<\/div>\s*<script type="module")/

/** Markup as the browser sees it: whitespace between tags and around text does not render. */
function normalized(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT)
  const empty: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text
    text.data = text.data.replace(/\s+/g, ' ').trim()
    if (text.data === '') empty.push(text)
  }
  for (const text of empty) text.remove()
  return template.innerHTML
}

describe('ShellSkeleton', () => {
  test("index.html's #app-skeleton holds the same markup", () => {
    const html = readFileSync(INDEX_HTML, 'utf8')
    const markup = renderToStaticMarkup(<ShellSkeleton />)
    // To refresh index.html after changing the component:
    // UPDATE_SHELL_SKELETON=1 npx vitest run --project component src/features/shell/ShellSkeleton.test.tsx
    // then `npx prettier --write index.html`.
    if (process.env.UPDATE_SHELL_SKELETON) {
      writeFileSync(
        INDEX_HTML,
        html.replace(SKELETON, (_, open, __, close) => open + markup + close),
      )
    }
    const inIndex = SKELETON.exec(readFileSync(INDEX_HTML, 'utf8'))?.[2]
    expect(
      inIndex,
      'index.html has no <div id="app-skeleton"> before the module script',
    ).toBeDefined()
    expect(normalized(inIndex ?? '')).toBe(normalized(markup))
  })

  test('the bottom navigation and the header buttons wait for html.hl-signed-in', () => {
    document.body.innerHTML = renderToStaticMarkup(<ShellSkeleton />)
    const signedInOnly = document.body.querySelectorAll('.hidden')
    expect(Array.from(signedInOnly, (element) => element.className)).toEqual([
      expect.stringContaining('signed-in:flex'),
      expect.stringContaining('signed-in:flex'),
    ])
    expect(document.body.textContent).toContain('Explorar')
  })
})
