import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { addRxPlugin } from 'rxdb'
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { afterEach, describe, expect, it } from 'vitest'
import { emptyNotificationData } from '@contract/notifications.contract'
import { collectionNames, type HuellitasDatabase } from './collections'
import { createDatabase, removeDatabaseData } from './database'
import { databaseNameFor, dexiePrefix } from './database-names'
import type { CollectionDocs } from './collections'
import { petDoc } from '../../test/support/pet-fixtures'

// Dev-mode checks every schema (indexes on optional fields, missing maxLength, …) and, with the
// validator wrapper, every written document. In Node it adds no tracking iframe (no document).
addRxPlugin(RxDBDevModePlugin)

const at = '2025-03-01T10:00:00.000Z'
const sampleDocuments: { [Name in keyof CollectionDocs]: CollectionDocs[Name] } = {
  pets: petDoc({
    ownerId: 'user-1',
    breed: 'Beagle',
    weight: 12.5,
    vaccinated: true,
    location: 'San Salvador',
    latitude: 13.69,
    longitude: -89.21,
    photos: ['/uploads/pets/luna.webp'],
    personalities: [{ id: 'energy-jugueton', name: 'Juguetón', category: 'energy' }],
    createdAt: at,
  }),

  matches: {
    id: 'match-1',
    kind: 'favorite',
    matchId: null,
    myPetId: 'pet-1',
    myPetName: 'Luna',
    otherPetId: 'pet-2',
    otherPetName: 'Max',
    otherPetBreed: 'Pug',
    otherPetAge: 2,
    otherPetImage: null,
    otherUserId: 'user-2',
    otherUserName: 'Beto',
    otherUserAvatar: null,
    isSuperLike: false,
    lastMessage: null,
    lastMessageAt: null,
    unreadCount: 0,
    muted: false,
    hasUnreadPriority: false,
    lostPetId: null,
    matchedAt: null,
    createdAt: at,
    updatedAt: at,
  },
  messages: {
    id: 'message-1',
    matchId: 'match-1',
    senderId: 'user-1',
    content: 'Hola',
    createdAt: at,
    updatedAt: at,
  },
  lostPets: {
    id: 'lost-1',
    petId: 'pet-1',
    reporterId: 'user-1',
    ownerId: 'user-1',
    name: 'Luna',
    breed: 'Beagle',
    species: 'dog',
    photos: [],
    latitude: null,
    longitude: null,
    lastSeenLocation: 'Parque Cuscatlán',
    lastSeenDate: '2025-03-01',
    lastSeenTime: '08:30',
    urgencyLevel: 'medium',
    reward: null,
    description: 'Collar rojo',
    contactPhone: '+503 7000 0000',
    contactEmail: null,
    additionalNotes: null,
    views: 0,
    status: 'active',
    expiresAt: at,
    createdAt: at,
    updatedAt: at,
  },
  sightings: {
    id: 'sighting-1',
    lostPetId: 'lost-1',
    reporterId: 'user-2',
    location: 'Colonia Escalón',
    latitude: 13.7,
    longitude: -89.24,
    date: '2025-03-02',
    time: '17:00',
    description: 'Corría hacia el norte',
    contactName: 'Beto',
    contactPhone: '+503 7111 1111',
    photos: [],
    createdAt: at,
    updatedAt: at,
  },
  foundReports: {
    id: 'found-1',
    reporterId: 'user-2',
    species: 'dog',
    breed: null,
    colours: ['brown', 'white'],
    size: 'medium',
    sex: null,
    hasCollar: true,
    collarText: 'Max',
    photos: [],
    latitude: 13.7,
    longitude: -89.24,
    location: 'Colonia Escalón',
    foundDate: '2025-03-02',
    foundTime: '17:00',
    whereabouts: 'with-finder',
    placeDetail: null,
    description: 'Muy manso',
    contact: null,
    status: 'open',
    linkedLostPetId: null,
    createdAt: at,
    updatedAt: at,
  },
  cycleRecords: {
    id: 'cycle-1',
    petId: 'pet-1',
    date: '2025-02-20',
    phase: 'proestrus',
    symptoms: ['vulvar_swelling'],
    temperature: 38.5,
    behavior: 'restless',
    discharge: 'bloody',
    notes: null,
    createdAt: at,
    updatedAt: at,
  },
  services: {
    id: 'service-1',
    kind: 'service',
    name: 'Paseo diario',
    provider: 'Patitas Felices',
    category: 'walking',
    rating: 4.8,
    reviewCount: 120,
    price: 150,
    priceMax: null,
    currency: 'MXN',
    duration: 60,
    location: 'San Salvador',
    address: null,
    phone: null,
    latitude: 13.7,
    longitude: -89.2,
    image: null,
    availability: 'Disponible hoy',
    isAvailable: true,
    features: ['GPS', 'Fotos'],
    serviceTypes: [],
    description: 'Paseos de una hora',
    isInternal: false,
    internalPath: null,
    cremation: null,
    updatedAt: at,
  },
  profile: {
    id: 'user-1',
    name: 'Ana Martínez',
    email: 'ana@huellitas.app',
    phone: null,
    avatar: '/uploads/avatars/ana.webp',
    banner: null,
    bio: 'Amante de los perros',
    location: 'San Salvador, El Salvador',
    city: 'San Salvador',
    country: 'El Salvador',
    latitude: 13.6929,
    longitude: -89.2182,
    createdAt: at,
    subscription: { type: 'premium', plan: 'yearly', expiresAt: '2026-03-01T10:00:00.000Z' },
    shareLocation: true,
    discoverable: true,
    showDistance: true,
    updatedAt: at,
  },
  bookings: {
    id: 'booking-1',
    kind: 'health',
    serviceId: null,
    serviceName: 'Vacunación',
    provider: 'Clínica San Francisco',
    petId: 'pet-1',
    petName: 'Luna',
    date: '2025-03-10',
    time: '09:00',
    status: 'pending',
    price: null,
    currency: 'MXN',
    notes: null,
    createdAt: at,
    updatedAt: at,
  },
  notifications: {
    id: 'notification-1',
    type: 'match',
    title: '¡Nuevo match!',
    message: 'Luna y Max',
    read: false,
    data: {
      ...emptyNotificationData,
      matchId: 'match-1',
      petName: 'Max',
    },
    createdAt: at,
    updatedAt: at,
  },
  discoverCards: {
    id: 'pet-2',
    pet: {
      ...petDoc({
        id: 'pet-2',
        ownerId: 'user-2',
        name: 'Max',
        breed: 'Pug',
        age: 2,
        gender: 'MALE',
        location: 'San Salvador',
        city: 'San Salvador',
        latitude: 13.7,
        longitude: -89.22,
        createdAt: at,
      }),
      owner: { name: 'Beto', avatar: null, city: 'San Salvador' },
      distance: 1.2,
      formattedDistance: '1.2 km',
    },
    order: 0,
    queryKey: '["",null,null,"all","",50,""]',
    actor: '',
    cursorAfter: null,
    fetchedAt: at,
    swipedAt: null,
  },
}

const opened: HuellitasDatabase[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()))
})

function devModeDatabase(factory = new IDBFactory()) {
  return createDatabase('3c0a2e4e-5b57-4a8e-9c1f-0d6c1c7e8a11', {
    indexedDb: { indexedDB: factory, IDBKeyRange },
    multiInstance: false,
    wrapStorage: (storage) => wrappedValidateAjvStorage({ storage }),
  })
}

describe('the client database', () => {
  it('opens all twelve collections, and their schemas pass dev-mode checks', async () => {
    const database = await devModeDatabase()
    opened.push(database)
    expect(Object.keys(database.collections).sort()).toEqual([...collectionNames].sort())
    expect(collectionNames).toHaveLength(12)
  })

  it('stores a server-shaped document in every collection, and rejects a malformed one', async () => {
    const database = await devModeDatabase()
    opened.push(database)
    for (const name of collectionNames) {
      const document = sampleDocuments[name]
      await database.collections[name].insert(document as never)
      const found = await database.collections[name].findOne(document.id).exec()
      expect(found?.toJSON()).toEqual(document)
    }
    await expect(
      database.pets.insert({ ...sampleDocuments.pets, id: 'other', age: 'three' } as never),
    ).rejects.toThrow()
  })

  it('names the database after the user and removes every IndexedDB database of it', async () => {
    const factory = new IDBFactory()
    const database = await devModeDatabase(factory)
    await database.pets.insert(sampleDocuments.pets)
    const name = databaseNameFor('3c0a2e4e-5b57-4a8e-9c1f-0d6c1c7e8a11')
    expect(database.name).toBe(name)
    const before = await factory.databases()
    expect(before.some((info) => info.name?.startsWith(dexiePrefix(name)))).toBe(true)
    await removeDatabaseData(name, { indexedDb: { indexedDB: factory, IDBKeyRange } }, database)
    const after = await factory.databases()
    expect(after.filter((info) => info.name?.includes(name))).toEqual([])
  })
})
