import type { BookingFeedDoc, ServiceFeedDoc } from '@contract/services.messages'

/** Catalogue and booking documents for the services screens' tests. */
export function serviceDoc(overrides: Partial<ServiceFeedDoc> & { id: string }): ServiceFeedDoc {
  return {
    kind: 'service',
    name: 'Baño y corte completo',
    provider: 'Estética Canina La Mascota',
    category: 'grooming',
    rating: 4.7,
    reviewCount: 89,
    price: 450,
    priceMax: null,
    currency: 'MXN',
    duration: 90,
    location: 'Colonia San Benito, San Salvador',
    address: null,
    phone: null,
    latitude: 13.6952,
    longitude: -89.2365,
    image: null,
    availability: 'Todos los días',
    isAvailable: true,
    features: ['Baño', 'Corte de uñas', 'Limpieza de oídos', 'Perfume'],
    serviceTypes: [],
    description: 'Baño, secado y corte.',
    isInternal: false,
    internalPath: null,
    cremation: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  }
}

export function bookingDoc(overrides: Partial<BookingFeedDoc> & { id: string }): BookingFeedDoc {
  return {
    kind: 'health',
    serviceId: 'hp-1',
    serviceName: 'Vacunación',
    provider: 'Clínica San Francisco',
    petId: 'luna',
    petName: 'Luna',
    date: '2026-12-03',
    time: '10:00',
    status: 'confirmed',
    price: 300,
    currency: 'MXN',
    notes: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}
