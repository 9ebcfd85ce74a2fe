import { open, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { PMTiles, TileType, type Source, type RangeResponse } from 'pmtiles'
import sharp from 'sharp'

/**
 * The operator's street-level archives: every DATA_DIR/tiles/<name>.pmtiles, read with the
 * `pmtiles` package over a local file (header, JSON metadata, one tile to learn a raster's tile
 * size) so the style can say what each holds. Looked up again on each style request, cached
 * per file by size and modification time: an archive dropped in (or replaced) shows up on the
 * next load of the style, no restart needed. An unreadable file is skipped with a warning,
 * never a broken style.
 */

/** What may stand before `.pmtiles`: also the rule for the URL, so no name needs escaping. */
export const ARCHIVE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/

export type ArchiveKind = 'raster' | 'vector'

export interface TileArchive {
  name: string
  kind: ArchiveKind
  minZoom: number
  maxZoom: number
  /** raster only: pixels per tile edge */
  tileSize: number
  /** vector only: the layer ids the archive declares (metadata.vector_layers), if it does */
  vectorLayers: string[] | null
  attribution: string | null
  /** changes whenever the file does, for the style's ETag */
  version: string
}

interface Log {
  warn(details: object, message: string): void
}

/** pmtiles' Source over a local file (its FileSource is for the browser's File API). */
class NodeFileSource implements Source {
  constructor(private readonly path: string) {}

  getKey(): string {
    return this.path
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const handle = await open(this.path, 'r')
    try {
      const buffer = Buffer.alloc(length)
      const { bytesRead } = await handle.read(buffer, 0, length, offset)
      const data = new ArrayBuffer(bytesRead)
      new Uint8Array(data).set(buffer.subarray(0, bytesRead))
      return { data }
    } finally {
      await handle.close()
    }
  }
}

const RASTER_TYPES = new Set([TileType.Png, TileType.Jpeg, TileType.Webp, TileType.Avif])

function metadataOf(value: unknown): { attribution: string | null; vectorLayers: string[] | null } {
  if (typeof value !== 'object' || value === null) return { attribution: null, vectorLayers: null }
  const record = value as { attribution?: unknown; vector_layers?: unknown }
  const attribution = typeof record.attribution === 'string' ? record.attribution : null
  const vectorLayers = Array.isArray(record.vector_layers)
    ? record.vector_layers
        .map((layer: unknown) =>
          typeof layer === 'object' && layer !== null && 'id' in layer ? layer.id : null,
        )
        .filter((id): id is string => typeof id === 'string')
    : null
  return { attribution, vectorLayers }
}

async function readArchive(path: string, name: string, version: string): Promise<TileArchive> {
  const archive = new PMTiles(new NodeFileSource(path))
  const header = await archive.getHeader()
  const { attribution, vectorLayers } = metadataOf(await archive.getMetadata())
  const base = { name, minZoom: header.minZoom, maxZoom: header.maxZoom, attribution, version }
  if (header.tileType === TileType.Mvt) {
    return { ...base, kind: 'vector', tileSize: 512, vectorLayers }
  }
  if (!RASTER_TYPES.has(header.tileType)) {
    throw new Error(`tile type ${header.tileType} is neither raster nor MVT`)
  }
  // Raster pyramids come in 256 and 512 px; MapLibre must be told which, or it scales them.
  const tile = await archive.getZxy(header.minZoom, 0, 0)
  const width = tile ? (await sharp(Buffer.from(tile.data)).metadata()).width : undefined
  return { ...base, kind: 'raster', tileSize: width === 512 ? 512 : 256, vectorLayers: null }
}

export function createTileArchives(tilesDir: string, log: Log) {
  const cache = new Map<string, { version: string; archive: TileArchive | null }>()
  /** Open archives for reading tiles, one per file version (pmtiles keeps its directories). */
  const readers = new Map<string, { version: string; reader: PMTiles }>()

  return {
    tilesDir,
    /** The readable archives, by name. */
    async list(): Promise<TileArchive[]> {
      let files: string[]
      try {
        files = (await readdir(tilesDir)).filter((file) => file.endsWith('.pmtiles')).sort()
      } catch {
        return []
      }
      const archives: TileArchive[] = []
      for (const file of files) {
        const name = file.slice(0, -'.pmtiles'.length)
        if (!ARCHIVE_NAME.test(name)) {
          if (!cache.has(file))
            log.warn({ file }, 'pmtiles archive skipped: name must be [A-Za-z0-9_-]')
          cache.set(file, { version: '', archive: null })
          continue
        }
        const path = join(tilesDir, file)
        const info = await stat(path).catch(() => null)
        if (!info?.isFile()) continue
        const version = `${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}`
        let entry = cache.get(file)
        if (entry?.version !== version) {
          // A broken file is remembered too (until it changes): one warning, not one per load.
          const archive = await readArchive(path, name, version).catch((error: unknown) => {
            log.warn(
              { file, err: error },
              'pmtiles archive skipped: not a readable PMTiles v3 file',
            )
            return null
          })
          entry = { version, archive }
          cache.set(file, entry)
        }
        if (entry.archive) archives.push(entry.archive)
      }
      return archives
    },
    /** One tile of a listed archive, decompressed; null where the archive has none. */
    async tile(archive: TileArchive, z: number, x: number, y: number): Promise<Uint8Array | null> {
      let entry = readers.get(archive.name)
      if (entry?.version !== archive.version) {
        const path = join(tilesDir, `${archive.name}.pmtiles`)
        entry = { version: archive.version, reader: new PMTiles(new NodeFileSource(path)) }
        readers.set(archive.name, entry)
      }
      const tile = await entry.reader.getZxy(z, x, y)
      return tile ? new Uint8Array(tile.data) : null
    },
  }
}

export type TileArchives = ReturnType<typeof createTileArchives>
