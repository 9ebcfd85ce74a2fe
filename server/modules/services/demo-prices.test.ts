import { describe, expect, it } from 'vitest'
import { demoCatalogue } from './demo-catalogue'
import { cataloguePricedIn } from './demo-prices'

describe('the demo catalogue priced in a currency', () => {
  it("keeps the spec's sample figures in Mexican pesos", () => {
    expect(cataloguePricedIn(demoCatalogue, 'MXN')).toBe(demoCatalogue)
    const individual = demoCatalogue.find((entry) => entry.id === 'crem-individual')
    expect(individual?.price).toBe(2500)
  })

  it('gives every entry and option its own US dollar price, not a conversion of the pesos', () => {
    const usd = cataloguePricedIn(demoCatalogue, 'USD') ?? []
    expect(usd.map((entry) => entry.id)).toEqual(demoCatalogue.map((entry) => entry.id))
    const byId = new Map(usd.map((entry) => [entry.id, entry]))
    expect(byId.get('svc-paseos-escalon')?.price).toBe(8)
    expect(byId.get('hp-hospital-24h')).toMatchObject({ price: 25, priceMax: 180 })
    const individual = byId.get('crem-individual')
    expect(individual?.price).toBe(140)
    expect(individual?.cremation?.urgencyOptions.map((option) => option.extraCost)).toEqual([
      0, 30, 60,
    ])
    expect(individual?.cremation?.memorialOptions.map((option) => option.price)).toEqual([
      9, 5, 18, 30, 15,
    ])
    // Names, places and the rest stay the catalogue's.
    expect(individual?.name).toBe('Cremación Individual')
  })

  it('has no list for other currencies, so nothing is seeded with made-up amounts', () => {
    expect(cataloguePricedIn(demoCatalogue, 'COP')).toBeNull()
  })
})
