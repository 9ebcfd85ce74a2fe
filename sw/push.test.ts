import { describe, expect, test } from 'vitest'
import { appPath, notificationOf } from './push'

describe('the notification a push shows', () => {
  test('the server payload: title, body, tag, picture and the screen to open', () => {
    const shown = notificationOf(
      JSON.stringify({
        title: 'Nuevo avistamiento de Luna',
        body: 'Alguien vio a Luna en el parque.',
        tag: 'sighting:a1',
        url: '/lost-pets?alert=a1',
        image: '/uploads/lost-pets/luna.webp',
        silent: false,
        vibrate: true,
      }),
    )
    expect(shown.title).toBe('Nuevo avistamiento de Luna')
    expect(shown.options).toMatchObject({
      body: 'Alguien vio a Luna en el parque.',
      tag: 'sighting:a1',
      renotify: true,
      icon: '/uploads/lost-pets/luna.webp',
      data: { url: '/lost-pets?alert=a1' },
      vibrate: [200, 100, 200],
    })
  })

  test('sound and vibration off', () => {
    const shown = notificationOf(JSON.stringify({ title: 't', silent: true, vibrate: false }))
    expect(shown.options.silent).toBe(true)
    expect(shown.options.vibrate).toBeUndefined()
  })

  test('a push that is not ours still shows something, and leads home', () => {
    expect(notificationOf('hola')).toMatchObject({ title: 'Huellitas', options: { body: 'hola' } })
    expect(notificationOf(null).options.data.url).toBe('/')
  })

  test('pictures from elsewhere are not fetched', () => {
    expect(
      notificationOf(JSON.stringify({ image: 'https://evil.example/x.png' })).options.icon,
    ).toBe('/icons/icon-192x192.png')
  })

  test.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 42])(
    'never opens another site: %s',
    (url) => {
      expect(appPath(url)).toBe('/')
    },
  )
})
