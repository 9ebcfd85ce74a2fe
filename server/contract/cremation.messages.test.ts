import { describe, expect, it } from 'vitest'
import { cremationPrice, type CremationDetails } from './cremation.messages.js'

const details: CremationDetails = {
  includes: [],
  urgencyAvailable: true,
  urgencyOptions: [{ id: 'urgent', name: 'Urgente', description: '', extraCost: 500 }],
  memorialOptions: [
    { id: 'a', name: 'A', description: '', price: 150 },
    { id: 'b', name: 'B', description: '', price: 80.5 },
  ],
}

/** §9 sample prices: the one pricing function the server charges and the dialog shows. */
describe('cremationPrice', () => {
  it('adds the urgency extra cost and each memorial once', () => {
    const priced = cremationPrice(
      { price: 2500, cremation: details },
      { urgencyId: 'urgent', memorialIds: ['a', 'b', 'a'] },
    )
    expect(priced).toMatchObject({ ok: true, base: 2500, total: 3230.5 })
    expect(
      cremationPrice({ price: 450, cremation: details }, { urgencyId: null, memorialIds: [] }),
    ).toMatchObject({ ok: true, total: 450, urgency: null, memorials: [] })
  })

  it('refuses unknown ids and urgency on a package without it', () => {
    const without = { price: 450, cremation: { ...details, urgencyAvailable: false } }
    expect(cremationPrice(without, { urgencyId: 'urgent', memorialIds: [] })).toEqual({
      ok: false,
      error: 'urgency-unavailable',
      id: 'urgent',
    })
    const pkg = { price: 2500, cremation: details }
    expect(cremationPrice(pkg, { urgencyId: 'ya', memorialIds: [] })).toMatchObject({
      error: 'urgency-unknown',
    })
    expect(cremationPrice(pkg, { urgencyId: null, memorialIds: ['a', 'zzz'] })).toMatchObject({
      error: 'memorial-unknown',
      id: 'zzz',
    })
  })
})
