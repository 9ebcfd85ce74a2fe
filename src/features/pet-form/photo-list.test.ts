import { describe, expect, it } from 'vitest'
import {
  addPhotos,
  canMove,
  existingItems,
  movePhoto,
  photoSubmission,
  removePhoto,
  type PhotoItem,
} from './photo-list'

let counter = 0
const key = () => `k${++counter}`
const file = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' })
const ok = (name: string) => ({ file: file(name), problem: null })
const names = (items: readonly PhotoItem[]) =>
  items.map((item) => (item.kind === 'existing' ? item.path : item.file.name))

describe('addPhotos', () => {
  it('adds accepted files after the current ones and reports refused ones', () => {
    const start = existingItems(['/uploads/pets/a.webp'])
    const result = addPhotos(
      start,
      [ok('b.png'), { file: file('c.txt'), problem: 'c.txt no es un archivo de imagen válido' }],
      key,
    )
    expect(names(result.items)).toEqual(['/uploads/pets/a.webp', 'b.png'])
    expect(result.errors).toEqual(['c.txt no es un archivo de imagen válido'])
  })

  it('refuses a choice that would pass 5 photos, changing nothing', () => {
    const four = addPhotos(
      [],
      ['1', '2', '3', '4'].map((n) => ok(`${n}.png`)),
      key,
    ).items
    const tooMany = addPhotos(four, [ok('5.png'), ok('6.png')], key)
    expect(tooMany.errors).toEqual(['Máximo 5 fotos permitidas'])
    expect(tooMany.added).toEqual([])
    expect(names(tooMany.items)).toEqual(names(four))
    expect(names(addPhotos(four, [ok('5.png')], key).items)).toHaveLength(5)
  })
})

describe('moving and removing', () => {
  const items = [
    ...existingItems(['/uploads/pets/a.webp', '/uploads/pets/b.webp']),
    ...addPhotos([], [ok('c.png'), ok('d.png')], key).items,
  ]

  it('swaps neighbours of the same kind; new files never go before kept photos', () => {
    expect(names(movePhoto(items, 1, -1))).toEqual([
      '/uploads/pets/b.webp',
      '/uploads/pets/a.webp',
      'c.png',
      'd.png',
    ])
    expect(names(movePhoto(items, 3, -1))).toEqual([
      '/uploads/pets/a.webp',
      '/uploads/pets/b.webp',
      'd.png',
      'c.png',
    ])
    expect(canMove(items, 2, -1)).toBe(false)
    expect(canMove(items, 1, 1)).toBe(false)
    expect(canMove(items, 0, -1)).toBe(false)
    expect(canMove(items, 3, 1)).toBe(false)
    expect(movePhoto(items, 2, -1)).toEqual(items)
  })

  it('removes by key and submits kept paths and new files in order', () => {
    const withoutA = removePhoto(movePhoto(items, 3, -1), items[0]!.key)
    const { existingPhotos, newPhotos } = photoSubmission(withoutA)
    expect(existingPhotos).toEqual(['/uploads/pets/b.webp'])
    expect(newPhotos.map((photo) => photo.name)).toEqual(['d.png', 'c.png'])
  })
})
