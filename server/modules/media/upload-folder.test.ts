import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createUploadFolder } from './upload-folder'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function folder() {
  const root = mkdtempSync(join(tmpdir(), 'huellitas-uploads-'))
  roots.push(root)
  return { root, uploads: createUploadFolder(root, 'lost-pets') }
}

const image = (text: string) => ({ data: Buffer.from(text), thumbnail: Buffer.from(`${text}-t`) })

describe('upload folder', () => {
  it('gives every unkeyed write a new name', async () => {
    const { root, uploads } = folder()
    const first = await uploads.write(image('a'))
    const second = await uploads.write(image('a'))
    expect(first).not.toBe(second)
    expect(readdirSync(join(root, 'lost-pets'))).toHaveLength(4)
  })

  it('writes a repeat of a keyed write over the same files instead of leaving new ones', async () => {
    const { root, uploads } = folder()
    const first = await uploads.write(image('first try'), 'user-1\nalert-1\n0')
    const retry = await uploads.write(image('retry'), 'user-1\nalert-1\n0')
    expect(retry).toBe(first)
    expect(first).toMatch(/^\/uploads\/lost-pets\/[0-9a-f]{32}\.webp$/)
    const files = readdirSync(join(root, 'lost-pets')).sort()
    expect(files).toHaveLength(2)
    const name = first.slice('/uploads/lost-pets/'.length)
    expect(readFileSync(join(root, 'lost-pets', name), 'utf8')).toBe('retry')
    // Another key (another user, write or photo) never shares the name.
    expect(await uploads.write(image('x'), 'user-2\nalert-1\n0')).not.toBe(first)
    expect(await uploads.write(image('x'), 'user-1\nalert-1\n1')).not.toBe(first)
  })
})
