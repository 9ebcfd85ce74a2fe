import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { patternOf, readPreloadPlan, withPreloads } from './app-preloads'

const dir = mkdtempSync(join(tmpdir(), 'huellitas-preloads-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function planFrom(value: unknown) {
  const file = join(dir, `plan-${Math.random()}.json`)
  writeFileSync(file, JSON.stringify(value))
  return readPreloadPlan(file)
}

describe("a signed-in document's preload plan", () => {
  it('keeps only built chunk names: nothing that could leave the JSON block or the origin', () => {
    const plan = planFrom({
      '/': [
        'assets/HomePage-CnyV33Rj.js',
        'assets/shared~login~register-B5UqLX2m.js',
        '../server/main.js',
        'assets/x.js"></script><script>alert(1)</script>',
        'https://evil.example/a.js',
        'assets/style.css',
        42,
      ],
      '/chat': 'assets/not-a-list.js',
    })
    expect(plan.get('/')).toEqual([
      'assets/HomePage-CnyV33Rj.js',
      'assets/shared~login~register-B5UqLX2m.js',
    ])
    expect(plan.has('/chat')).toBe(false)
  })

  it('is empty for a build without a plan or with a broken one', () => {
    expect(readPreloadPlan(join(dir, 'missing.json')).size).toBe(0)
    const broken = join(dir, 'broken.json')
    writeFileSync(broken, '{"/": [')
    expect(readPreloadPlan(broken).size).toBe(0)
  })

  it('finds the route a path falls under, the most literal one first', () => {
    const plan = planFrom({
      '/': [],
      '/chat': [],
      '/chat/:matchId': [],
      '/notifications/test': [],
      '/notifications/:id': [],
      '/services/bookings/:bookingId': [],
    })
    expect(patternOf(plan, '/')).toBe('/')
    expect(patternOf(plan, '/chat')).toBe('/chat')
    expect(patternOf(plan, '/chat/6dd80272-9b9a')).toBe('/chat/:matchId')
    expect(patternOf(plan, '/chat/6dd80272-9b9a/')).toBe('/chat/:matchId')
    expect(patternOf(plan, '/notifications/test')).toBe('/notifications/test')
    expect(patternOf(plan, '/notifications/otra')).toBe('/notifications/:id')
    expect(patternOf(plan, '/services/bookings/b-1')).toBe('/services/bookings/:bookingId')
    expect(patternOf(plan, '/chat/a/b')).toBeNull()
    expect(patternOf(plan, '/no-existe')).toBeNull()
  })

  it('writes the list as an inert JSON block at the end of the head, not as preload tags', () => {
    const html = '<!doctype html><html><head><title>H</title></head><body></body></html>'
    const page = withPreloads(html, ['assets/HomePage-CnyV33Rj.js', 'assets/pets-D-dJCmWC.js'])
    expect(page).toContain(
      '<script type="application/json" id="hl-preloads">["/assets/HomePage-CnyV33Rj.js","/assets/pets-D-dJCmWC.js"]</script>\n  </head>',
    )
    expect(page).not.toContain('modulepreload')
    expect(withPreloads(html, [])).toBe(html)
  })
})
