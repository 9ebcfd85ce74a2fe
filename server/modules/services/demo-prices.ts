import type { CremationDetails } from '../../contract/cremation.messages.js'
import type { CatalogueEntry } from './demo-catalogue.js'

/**
 * The demo catalogue's prices in the deployment's currency. The catalogue is written with the
 * spec's sample figures (§9), which are Mexican pesos; its providers are in San Salvador, whose
 * market pays in US dollars, where those figures would read as a $600 home visit. So US dollars
 * get prices of their own, as such services cost there. Other currencies have no list: the
 * demo catalogue is not seeded for them (boot logs why) rather than showing made-up amounts.
 */
interface PriceList {
  services: Record<string, { price: number; priceMax?: number }>
  memorial: Record<string, number>
  urgency: Record<string, number>
}

const usd: PriceList = {
  services: {
    'svc-paseos-escalon': { price: 8 },
    'svc-estetica-lamascota': { price: 25 },
    'svc-vet-domicilio': { price: 35 },
    'svc-reproductiva': { price: 0 },
    'svc-cremacion': { price: 70 },
    'svc-guarderia-patitas': { price: 20 },
    'svc-transporte-mascotaxi': { price: 12 },
    'svc-seguro-mascota': { price: 22 },
    'hp-clinica-sanfrancisco': { price: 20, priceMax: 90 },
    'hp-hospital-24h': { price: 25, priceMax: 180 },
    'hp-vacunas-cuscatlan': { price: 10, priceMax: 35 },
    'hp-reproduccion-canina': { price: 30, priceMax: 150 },
    'crem-individual': { price: 140 },
    'crem-colectiva': { price: 70 },
    'crem-basica': { price: 25 },
    'crem-memorial-premium': { price: 240 },
  },
  memorial: {
    'huella-arcilla': 9,
    'marco-foto': 5,
    'urna-grabada': 18,
    'joya-cenizas': 30,
    'arbol-memorial': 15,
  },
  urgency: { normal: 0, urgent: 30, immediate: 60 },
}

function priced(table: Record<string, number>, id: string): number {
  const price = table[id]
  if (price === undefined) throw new Error(`demo price list: no price for ${id}`)
  return price
}

function repriceCremation(details: CremationDetails, list: PriceList): CremationDetails {
  return {
    ...details,
    urgencyOptions: details.urgencyOptions.map((option) => ({
      ...option,
      extraCost: priced(list.urgency, option.id),
    })),
    memorialOptions: details.memorialOptions.map((option) => ({
      ...option,
      price: priced(list.memorial, option.id),
    })),
  }
}

function reprice(entry: CatalogueEntry, list: PriceList): CatalogueEntry {
  const prices = list.services[entry.id]
  if (!prices) throw new Error(`demo price list: no price for ${entry.id}`)
  const repriced: CatalogueEntry = { ...entry, price: prices.price }
  // A range in pesos with no range in dollars would keep the pesos' upper bound.
  delete repriced.priceMax
  return {
    ...repriced,
    ...(prices.priceMax === undefined ? {} : { priceMax: prices.priceMax }),
    ...(entry.cremation ? { cremation: repriceCremation(entry.cremation, list) } : {}),
  }
}

/** The catalogue priced in `currency`, or null when the demo has no prices in it. */
export function cataloguePricedIn(
  catalogue: readonly CatalogueEntry[],
  currency: string,
): readonly CatalogueEntry[] | null {
  if (currency === 'MXN') return catalogue
  if (currency === 'USD') return catalogue.map((entry) => reprice(entry, usd))
  return null
}
