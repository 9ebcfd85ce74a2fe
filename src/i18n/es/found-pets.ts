import type {
  FoundColour,
  FoundSex,
  FoundSize,
  FoundSpecies,
  FoundWhereabouts,
} from '@contract/found-reports.enums'

/**
 * Texts of found-pet reports on /lost-pets: the cards of the 'Encontradas' tab and the names
 * of a report's fields' values (the dialogs' own texts are in found-pet-report.ts). The rules' own messages
 * (required fields, limits), the match reasons and the report's success message come from the
 * contract, shared with the server, where they are shown: /lost-pets' first paint uses a few
 * texts from here and would otherwise load the contract's whole message table with them.
 */
export const foundPets = {
  open: 'Encontré una mascota',
  species: {
    dog: 'Perro',
    cat: 'Gato',
    bird: 'Ave',
    other: 'Otra',
  } satisfies Record<FoundSpecies, string>,
  colours: {
    black: 'Negro',
    white: 'Blanco',
    brown: 'Café',
    grey: 'Gris',
    golden: 'Dorado',
    cream: 'Crema',
    orange: 'Naranja',
    brindle: 'Atigrado',
    spotted: 'Manchado',
    tricolor: 'Tricolor',
  } satisfies Record<FoundColour, string>,
  sizes: { small: 'Pequeño', medium: 'Mediano', large: 'Grande' } satisfies Record<
    FoundSize,
    string
  >,
  sexes: { male: 'Macho', female: 'Hembra' } satisfies Record<FoundSex, string>,
  whereabouts: {
    'with-finder': 'Está conmigo',
    'at-vet': 'En una veterinaria',
    'at-shelter': 'En un refugio',
    'seen-not-held': 'La vi, pero no la tengo',
  } satisfies Record<FoundWhereabouts, string>,
  card: {
    title: (species: string) => `${species} encontrado`,
    photoAlt: (species: string) => `Foto de la mascota encontrada (${species})`,
    foundOn: (date: string, time: string) => `Encontrada el ${date} a las ${time}`,
    collar: (text: string | null) => (text ? `Collar: «${text}»` : 'Con collar o placa'),
    reunited: 'Reunida con su familia',
    open: 'Buscando a su familia',
    mine: 'Tu reporte',
  },
  list: {
    label: 'Mascotas encontradas',
    reports: 'Reportes de mascotas encontradas',
    reunitedAlerts: 'Alertas con final feliz',
    count: (count: number) =>
      count === 1 ? '1 mascota encontrada en tu zona' : `${count} mascotas encontradas en tu zona`,
    emptyTitle: 'No hay mascotas encontradas',
    empty: 'Nadie ha reportado mascotas encontradas cerca. Si encontraste una, repórtala.',
  },
} as const
