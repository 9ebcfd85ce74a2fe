import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import sharp from 'sharp'
import { coveringPolygonTile } from './mvt-tile'

/**
 * A tiny PMTiles v3 archive written byte by byte from the spec
 * (github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md), so tests of the street-level layer
 * need no download and no `pmtiles` CLI: a raster (PNG) archive covering the whole world at
 * zooms 0..maxZoom, every tile one solid, distinctive colour, so a browser test can look for
 * that colour's pixels on a rendered map.
 *
 * Layout: 127-byte header | root directory | JSON metadata | (no leaf directories) | tile data.
 * Directories and metadata are stored uncompressed (internal compression 1 = none), PNG tiles
 * likewise (tile compression 1). Every tile is its own directory entry, all pointing at the one
 * PNG (deduplicated contents, as real archives do for ocean tiles), which exercises the
 * directory's explicit-offset encoding as well as the run of contiguous tile ids.
 */
export interface PmtilesFixtureOptions {
  /** the solid colour of every tile; default a vivid magenta no basemap paints */
  color?: { r: number; g: number; b: number }
  /** highest zoom with tiles (0..6); default 2 (1 + 4 + 16 = 21 tiles) */
  maxZoom?: number
  /** the JSON metadata's name and attribution */
  name?: string
  attribution?: string
  /**
   * A vector archive instead: every tile one Mapbox Vector Tile with this layer, holding one
   * polygon over the whole tile with these properties (e.g. landuse / kind park, which the
   * street style paints in one known colour).
   */
  vector?: { layer: string; properties: Record<string, string> }
  /**
   * Every tile its own copy of the PNG (as in a real archive, where tiles differ), so each tile
   * is its own byte range; default false (one PNG shared by every entry).
   */
  distinctTiles?: boolean
  /**
   * Unused bytes before the tile data, to make the archive as large as a regional extract
   * (past WHOLE_ARCHIVE_MAX_BYTES, which the worker keeps slice by slice); default 0.
   */
  padBytes?: number
}

export interface PmtilesFixture {
  /** the whole archive */
  bytes: Buffer
  /** the one PNG every tile holds */
  tile: Buffer
  color: { r: number; g: number; b: number }
  minZoom: number
  maxZoom: number
  /** byte offset and length of the (first) PNG inside `bytes` */
  tileOffset: number
  tileLength: number
  metadata: Record<string, unknown>
}

export const FIXTURE_COLOR = { r: 255, g: 0, b: 255 } as const

const HEADER_LENGTH = 127
const TILE_TYPE = { mvt: 1, png: 2 } as const
const COMPRESSION_NONE = 1

/** Unsigned LEB128, the spec's varint. Numbers here stay far below 2^53. */
function varint(value: number, out: number[]): void {
  let rest = value
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80)
    rest = Math.floor(rest / 0x80)
  }
  out.push(rest)
}

/** The spec's TileID: tiles of lower zooms first, then the Hilbert-curve index within a zoom. */
export function tileId(z: number, x: number, y: number): number {
  let id = ((1 << z) * (1 << z) - 1) / 3
  let [px, py] = [x, y]
  for (let s = 1 << (z - 1); s > 0; s >>= 1) {
    const rx = px & s ? 1 : 0
    const ry = py & s ? 1 : 0
    id += s * s * ((3 * rx) ^ ry)
    // Rotate the quadrant so the curve stays continuous (Hilbert's xy2d).
    if (ry === 0) {
      if (rx === 1) {
        px = s - 1 - (px & (s - 1))
        py = s - 1 - (py & (s - 1))
      }
      ;[px, py] = [py, px]
    }
  }
  return id
}

interface Entry {
  tileId: number
  offset: number
  length: number
  runLength: number
}

/** The spec's directory: count, delta tile ids, run lengths, lengths, offsets (0 = contiguous). */
function serializeDirectory(entries: Entry[]): Buffer {
  const out: number[] = []
  varint(entries.length, out)
  let lastId = 0
  for (const entry of entries) {
    varint(entry.tileId - lastId, out)
    lastId = entry.tileId
  }
  for (const entry of entries) varint(entry.runLength, out)
  for (const entry of entries) varint(entry.length, out)
  entries.forEach((entry, index) => {
    const previous = index > 0 ? entries[index - 1] : undefined
    if (previous && entry.offset === previous.offset + previous.length) varint(0, out)
    else varint(entry.offset + 1, out)
  })
  return Buffer.from(out)
}

function header(fields: {
  rootOffset: number
  rootLength: number
  metadataOffset: number
  metadataLength: number
  tileDataOffset: number
  tileDataLength: number
  tileEntries: number
  tileContents: number
  minZoom: number
  maxZoom: number
  tileType: number
}): Buffer {
  const buffer = Buffer.alloc(HEADER_LENGTH)
  buffer.write('PMTiles', 0, 'ascii')
  buffer.writeUInt8(3, 7)
  const u64 = (offset: number, value: number) => buffer.writeBigUInt64LE(BigInt(value), offset)
  u64(8, fields.rootOffset)
  u64(16, fields.rootLength)
  u64(24, fields.metadataOffset)
  u64(32, fields.metadataLength)
  // No leaf directories: offset just after the metadata, length 0.
  u64(40, fields.metadataOffset + fields.metadataLength)
  u64(48, 0)
  u64(56, fields.tileDataOffset)
  u64(64, fields.tileDataLength)
  u64(72, fields.tileEntries) // addressed tiles
  u64(80, fields.tileEntries) // tile entries
  u64(88, fields.tileContents)
  buffer.writeUInt8(1, 96) // clustered: tile data in tile-id order
  buffer.writeUInt8(COMPRESSION_NONE, 97) // internal compression
  buffer.writeUInt8(COMPRESSION_NONE, 98) // tile compression
  buffer.writeUInt8(fields.tileType, 99)
  buffer.writeUInt8(fields.minZoom, 100)
  buffer.writeUInt8(fields.maxZoom, 101)
  const e7 = (degrees: number) => Math.round(degrees * 1e7)
  buffer.writeInt32LE(e7(-180), 102)
  buffer.writeInt32LE(e7(-85.0511287), 106)
  buffer.writeInt32LE(e7(180), 110)
  buffer.writeInt32LE(e7(85.0511287), 114)
  // Centre on the spec's default map centre (San Salvador).
  buffer.writeUInt8(fields.maxZoom, 118)
  buffer.writeInt32LE(e7(-89.2182), 119)
  buffer.writeInt32LE(e7(13.6929), 123)
  return buffer
}

export async function buildPmtilesFixture(
  options: PmtilesFixtureOptions = {},
): Promise<PmtilesFixture> {
  const color = options.color ?? FIXTURE_COLOR
  const minZoom = 0
  const maxZoom = options.maxZoom ?? 2
  if (maxZoom < 0 || maxZoom > 6) throw new Error('maxZoom must be within 0..6')
  const vector = options.vector
  const tile = vector
    ? coveringPolygonTile(vector.layer, vector.properties)
    : await sharp({ create: { width: 256, height: 256, channels: 3, background: color } })
        .png()
        .toBuffer()

  const ids: number[] = []
  for (let z = minZoom; z <= maxZoom; z++) {
    for (let x = 0; x < 1 << z; x++) {
      for (let y = 0; y < 1 << z; y++) ids.push(tileId(z, x, y))
    }
  }
  ids.sort((a, b) => a - b)
  const padBytes = options.padBytes ?? 0
  const copies = options.distinctTiles ? ids.length : 1
  const entries: Entry[] = ids.map((id, index) => ({
    tileId: id,
    offset: padBytes + (options.distinctTiles ? index * tile.length : 0),
    length: tile.length,
    runLength: 1,
  }))

  const metadata: Record<string, unknown> = {
    name: options.name ?? 'huellitas-fixture',
    description: 'Archivo de prueba: mosaicos PNG de un solo color',
    attribution: options.attribution ?? 'Huellitas (datos de prueba)',
    type: 'baselayer',
    format: vector ? 'pbf' : 'png',
    ...(vector && { vector_layers: [{ id: vector.layer, fields: {} }] }),
  }
  const rootDirectory = serializeDirectory(entries)
  const metadataBytes = Buffer.from(JSON.stringify(metadata), 'utf8')
  const rootOffset = HEADER_LENGTH
  const metadataOffset = rootOffset + rootDirectory.length
  const tileDataOffset = metadataOffset + metadataBytes.length
  const bytes = Buffer.concat([
    header({
      rootOffset,
      rootLength: rootDirectory.length,
      metadataOffset,
      metadataLength: metadataBytes.length,
      tileDataOffset,
      tileDataLength: padBytes + copies * tile.length,
      tileEntries: entries.length,
      tileContents: copies,
      minZoom,
      maxZoom,
      tileType: vector ? TILE_TYPE.mvt : TILE_TYPE.png,
    }),
    rootDirectory,
    metadataBytes,
    Buffer.alloc(padBytes),
    ...Array.from({ length: copies }, () => tile),
  ])
  return {
    bytes,
    tile,
    color,
    minZoom,
    maxZoom,
    tileOffset: tileDataOffset + padBytes,
    tileLength: tile.length,
    metadata,
  }
}

/** Builds the fixture and writes it to `path` (creating its folder), e.g. DATA_DIR/tiles/x.pmtiles. */
export async function writePmtilesFixture(
  path: string,
  options: PmtilesFixtureOptions = {},
): Promise<PmtilesFixture> {
  const fixture = await buildPmtilesFixture(options)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, fixture.bytes)
  return fixture
}
