// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { PRELOADS_PER_TASK, startScreenPreloads } from './screen-preloads'

afterEach(() => {
  document.head.innerHTML = ''
})

function listInDocument(text: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'hl-preloads'
  block.textContent = text
  document.head.append(block)
}

const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) =>
    link.getAttribute('href'),
  )

describe("starting the screen's preloads", () => {
  it('adds a modulepreload link per listed chunk, in order', () => {
    listInDocument('["/assets/signed-in-DbguUEcR.js","/assets/HomePage-CnyV33Rj.js"]')
    expect(startScreenPreloads()).toBe(2)
    expect(preloads()).toEqual(['/assets/signed-in-DbguUEcR.js', '/assets/HomePage-CnyV33Rj.js'])
    const link = document.head.querySelector('link[rel="modulepreload"]')
    expect(link?.getAttribute('crossorigin')).toBe('')
  })

  it('starts the first few at once and the rest a few per later task, in order', () => {
    const listed = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/c${i}.js`)
    listInDocument(JSON.stringify(listed))
    const later: (() => void)[] = []
    expect(startScreenPreloads(document, (work) => later.push(work))).toBe(listed.length)
    expect(preloads()).toEqual(listed.slice(0, PRELOADS_PER_TASK))
    later.shift()?.()
    expect(preloads()).toEqual(listed.slice(0, PRELOADS_PER_TASK * 2))
    later.shift()?.()
    expect(preloads()).toEqual(listed)
    expect(later).toEqual([])
  })

  it('skips what is not a built chunk of this origin', () => {
    listInDocument('["https://evil.example/a.js","/assets/ok-A1.js","//evil.example/b.js",7]')
    expect(startScreenPreloads()).toBe(1)
    expect(preloads()).toEqual(['/assets/ok-A1.js'])
  })

  it('starts nothing without a list (the worker’s copy) or with a broken one', () => {
    expect(startScreenPreloads()).toBe(0)
    listInDocument('{"no": "list"')
    expect(startScreenPreloads()).toBe(0)
    expect(preloads()).toEqual([])
  })
})
