import { describe, expect, it } from 'vitest'
import { marketOf } from '@contract/market'
import { formatPrice } from './money'

// Intl puts a no-break space between a code and the amount; read it as a space.
const price = (...args: Parameters<typeof formatPrice>) => formatPrice(...args).replace(/\s/g, ' ')

describe('formatPrice', () => {
  it("writes the market's own currency with its symbol", () => {
    expect(price(9.99, 'USD', marketOf('SV').locale)).toBe('$9.99')
    expect(price(450, 'MXN', marketOf('MX').locale)).toBe('$450')
    expect(price(1500.5, 'USD', marketOf('SV').locale)).toBe('$1,500.50')
  })

  it("writes another market's currency with its ISO code, so a '$' never misleads", () => {
    expect(price(9.99, 'MXN', marketOf('SV').locale)).toBe('MXN 9.99')
    expect(price(9.99, 'USD', marketOf('MX').locale)).toBe('USD 9.99')
  })

  it('reads El Salvador, in US dollars, by default', () => {
    expect(price(24.99, 'USD')).toBe('$24.99')
  })
})
