/**
 * The feminine form of each personality of the catalogue whose name changes with the pet's sex
 * (server/modules/pets/personalities.seed.ts holds the masculine names the server stores and
 * sends). A pet keeps the catalogue's id; only the words shown follow its sex. Names that read
 * the same for both ('Leal', 'Aprende rápido', 'Sociable con perros') are not listed.
 */
export const feminineNames: Readonly<Record<string, string>> = {
  'energy-jugueton': 'Juguetona',
  'energy-energico': 'Enérgica',
  'energy-tranquilo': 'Tranquila',
  'energy-dormilon': 'Dormilona',
  'social-timido': 'Tímida',
  'behavior-educado': 'Educada en casa',
  'behavior-travieso': 'Traviesa',
  'behavior-silencioso': 'Silenciosa',
  'intelligence-curioso': 'Curiosa',
  'temperament-carinoso': 'Cariñosa',
  'temperament-protector': 'Protectora',
  'adaptability-viajero': 'Buena viajera',
  'adaptability-solo': 'Tolera quedarse sola',
}
