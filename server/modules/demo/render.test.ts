import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWebpFiles, type RenderJob } from './render.js'

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="${fill}"/></svg>`

describe('renderWebpFiles with a picture cache', () => {
  let dir = ''
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'huellitas-render-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  const jobsIn = (folder: string, fill = '#c06030'): RenderJob[] => [
    {
      file: join(dir, folder, 'photo.webp'),
      thumbnailFile: join(dir, folder, 'photo.thumb.webp'),
      svg: () => square(fill),
    },
    { file: join(dir, folder, 'avatar.webp'), svg: () => square('#3060c0') },
  ]
  const bytes = (folder: string, name: string) => readFile(join(dir, folder, name))

  it('gives the same files as rendering without it, and keeps one copy of each', async () => {
    const cache = join(dir, 'cache')
    await renderWebpFiles(jobsIn('plain'), 2)
    await renderWebpFiles(jobsIn('first'), 2, cache)
    await renderWebpFiles(jobsIn('second'), 2, cache)
    for (const name of ['photo.webp', 'photo.thumb.webp', 'avatar.webp']) {
      const plain = await bytes('plain', name)
      expect(await bytes('first', name)).toEqual(plain)
      expect(await bytes('second', name)).toEqual(plain)
    }
    expect(await sharp(join(dir, 'second', 'photo.thumb.webp')).metadata()).toMatchObject({
      format: 'webp',
      width: 360,
      height: 480,
    })
    // photo, its thumbnail, avatar: no temporary file left behind
    expect((await readdir(cache)).filter((name) => name.endsWith('.webp'))).toHaveLength(3)
    expect(await readdir(cache)).toHaveLength(3)
  })

  it('copies a cached picture instead of rendering it, and renders an SVG it has not seen', async () => {
    const cache = join(dir, 'cache')
    await renderWebpFiles(jobsIn('first'), 2, cache)
    // Marks every cached entry: a later seed that rendered again would not carry the mark.
    for (const name of await readdir(cache)) await writeFile(join(cache, name), `cached ${name}`)
    await renderWebpFiles(jobsIn('second'), 2, cache)
    expect((await bytes('second', 'avatar.webp')).toString()).toMatch(/^cached /)
    expect((await bytes('second', 'photo.thumb.webp')).toString()).toMatch(/^cached .*thumbnail/)

    await renderWebpFiles(jobsIn('changed', '#20a040'), 2, cache)
    expect((await sharp(join(dir, 'changed', 'photo.webp')).metadata()).format).toBe('webp')
    expect((await sharp(join(dir, 'changed', 'photo.thumb.webp')).metadata()).width).toBe(360)
  })
})
