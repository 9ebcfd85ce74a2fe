import { FileSource, PMTiles, TileType, zxyToTileId } from 'pmtiles'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildPmtilesFixture, FIXTURE_COLOR, tileId } from '../support/pmtiles-fixture.js'

/**
 * The hand-written archive read back by the `pmtiles` package itself (the library the client
 * and the server use), so a mistake in the fixture cannot hide behind a matching mistake in
 * our own reader.
 */
describe('the PMTiles fixture', () => {
  it('numbers tiles as the spec does (Hilbert order within each zoom)', () => {
    for (let z = 0; z <= 5; z++) {
      for (let x = 0; x < 1 << z; x++) {
        for (let y = 0; y < 1 << z; y++) expect(tileId(z, x, y)).toBe(zxyToTileId(z, x, y))
      }
    }
  })

  it('is a raster archive the pmtiles package reads: header, metadata and every tile', async () => {
    const fixture = await buildPmtilesFixture()
    const archive = new PMTiles(
      new FileSource(new File([new Uint8Array(fixture.bytes)], 'fixture.pmtiles')),
    )

    const header = await archive.getHeader()
    expect(header).toMatchObject({
      specVersion: 3,
      tileType: TileType.Png,
      minZoom: 0,
      maxZoom: 2,
      numAddressedTiles: 21,
      numTileEntries: 21,
      numTileContents: 1,
      clustered: true,
    })
    expect(header.centerLat).toBeCloseTo(13.6929, 4)
    expect(header.centerLon).toBeCloseTo(-89.2182, 4)
    expect(await archive.getMetadata()).toEqual(fixture.metadata)

    for (let z = 0; z <= 2; z++) {
      for (let x = 0; x < 1 << z; x++) {
        for (let y = 0; y < 1 << z; y++) {
          const tile = await archive.getZxy(z, x, y)
          expect(Buffer.from(tile!.data).equals(fixture.tile), `tile ${z}/${x}/${y}`).toBe(true)
        }
      }
    }
    expect(await archive.getZxy(3, 0, 0)).toBeUndefined()

    const { data, info } = await sharp(fixture.tile).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([256, 256])
    expect([...data.subarray(0, 3)]).toEqual([FIXTURE_COLOR.r, FIXTURE_COLOR.g, FIXTURE_COLOR.b])
    expect(fixture.bytes.subarray(fixture.tileOffset).equals(fixture.tile)).toBe(true)
  })

  it('holds a deeper pyramid and another colour on request', async () => {
    const fixture = await buildPmtilesFixture({ maxZoom: 4, color: { r: 0, g: 128, b: 255 } })
    const archive = new PMTiles(
      new FileSource(new File([new Uint8Array(fixture.bytes)], 'deeper.pmtiles')),
    )
    expect((await archive.getHeader()).numAddressedTiles).toBe(1 + 4 + 16 + 64 + 256)
    const tile = await archive.getZxy(4, 15, 3)
    const { data } = await sharp(Buffer.from(tile!.data))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([...data.subarray(0, 3)]).toEqual([0, 128, 255])
  })
})
