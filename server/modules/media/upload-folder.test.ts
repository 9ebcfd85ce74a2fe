import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
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
  it('gives every write a new name, even of the same image', async () => {
    const { root, uploads } = folder()
    const first = await uploads.write(image('a'))
    const second = await uploads.write(image('a'))
    expect(first).not.toBe(second)
    expect(readdirSync(join(root, 'lost-pets'))).toHaveLength(4)
  })
})
