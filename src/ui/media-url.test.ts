import { describe, expect, test } from 'vitest'
import { resolveMediaUrl } from './media-url'

describe('resolveMediaUrl (spec §3 image paths)', () => {
  test('relative paths get the /uploads/ prefix once', () => {
    expect(resolveMediaUrl('pets/luna-1.webp')).toBe('/uploads/pets/luna-1.webp')
    expect(resolveMediaUrl('uploads/pets/luna-1.webp')).toBe('/uploads/pets/luna-1.webp')
    expect(resolveMediaUrl('./luna.webp')).toBe('/uploads/luna.webp')
  })

  test('absolute paths, http(s) URLs and local previews are kept as they are', () => {
    expect(resolveMediaUrl('/uploads/pets/a.webp')).toBe('/uploads/pets/a.webp')
    expect(resolveMediaUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
    expect(resolveMediaUrl('HTTP://example.com/a.jpg')).toBe('HTTP://example.com/a.jpg')
    expect(resolveMediaUrl('blob:http://localhost/123')).toBe('blob:http://localhost/123')
    expect(resolveMediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
  })

  test('nothing to show gives null (the placeholder)', () => {
    expect(resolveMediaUrl(null)).toBeNull()
    expect(resolveMediaUrl(undefined)).toBeNull()
    expect(resolveMediaUrl('   ')).toBeNull()
  })
})
