import { DEMO_ACCOUNTS } from './demo-accounts.js'
import type { DemoCityKey } from './demo-places.js'
import type { AvatarLook } from './portrait/avatar.js'

export interface DemoOwnerSeed {
  /** stable handle used by the content builder, never stored */
  key: string
  name: string
  email: string
  city: DemoCityKey
  phone: string
  bio: string
  avatar: AvatarLook
  /** how long ago the account was made, so 'miembro desde' reads naturally */
  joinedDaysAgo: number
  isPremium?: boolean
  /** true for the two accounts with a known password */
  canSignIn?: boolean
}

const [ANA, CARLOS] = DEMO_ACCOUNTS

export const DEMO_OWNERS: readonly DemoOwnerSeed[] = [
  {
    key: 'ana',
    name: ANA.name,
    email: ANA.email,
    city: 'sanSalvador',
    phone: '+503 7012-4587',
    bio: 'Amante de los animales desde niña. Vivo con Luna, Rocky y Mishi, mis tres consentidos. Siempre buscando parques y cafés pet friendly en San Salvador.',
    avatar: {
      skin: '#e8b58f',
      hair: '#3b2419',
      hairStyle: 'long',
      shirt: '#e4572e',
      background: '#ffe1c6',
    },
    joinedDaysAgo: 240,
    canSignIn: true,
  },
  {
    key: 'carlos',
    name: CARLOS.name,
    email: CARLOS.email,
    city: 'santaTecla',
    phone: '+503 7845-2210',
    bio: 'Ingeniero, corredor de fines de semana y papá de Zeus y Canela. Los domingos nos encuentras caminando por el Paseo El Carmen.',
    avatar: {
      skin: '#c98d64',
      hair: '#1f1714',
      hairStyle: 'short',
      shirt: '#2e86de',
      background: '#dceafe',
      hasBeard: true,
    },
    joinedDaysAgo: 180,
    isPremium: true,
    canSignIn: true,
  },
  {
    key: 'mariajose',
    name: 'María José Hernández',
    email: 'mariajose.hernandez@demo.huellitas.app',
    city: 'antiguoCuscatlan',
    phone: '+503 7621-3394',
    bio: 'Estudiante de veterinaria en último año. Rescato y doy hogar temporal a perritos mientras encuentran familia.',
    avatar: {
      skin: '#f1c7a5',
      hair: '#6b3e26',
      hairStyle: 'bun',
      shirt: '#10ac84',
      background: '#d9f2e6',
      hasGlasses: true,
    },
    joinedDaysAgo: 320,
  },
  {
    key: 'joseluis',
    name: 'José Luis Flores',
    email: 'joseluis.flores@demo.huellitas.app',
    city: 'soyapango',
    phone: '+503 7390-1185',
    bio: 'Mecánico de oficio y perrero de corazón. En mi casa siempre hay espacio para uno más.',
    avatar: {
      skin: '#a86f4c',
      hair: '#1a1210',
      hairStyle: 'side',
      shirt: '#ff9f1a',
      background: '#fff3c4',
    },
    joinedDaysAgo: 150,
  },
  {
    key: 'gabriela',
    name: 'Gabriela Ramírez',
    email: 'gabriela.ramirez@demo.huellitas.app',
    city: 'mejicanos',
    phone: '+503 7755-6021',
    bio: 'Maestra de primaria. Mis gatos son los reyes de la casa y yo solo les pago la renta.',
    avatar: {
      skin: '#a86f4c',
      hair: '#1a1210',
      hairStyle: 'curly',
      shirt: '#8e44ad',
      background: '#f3e1ff',
    },
    joinedDaysAgo: 95,
  },
  {
    key: 'diego',
    name: 'Diego Castillo',
    email: 'diego.castillo@demo.huellitas.app',
    city: 'merliot',
    phone: '+503 7204-8876',
    bio: 'Diseñador gráfico. Hago senderismo en El Boquerón con mis perros casi todos los sábados.',
    avatar: {
      skin: '#d9a07a',
      hair: '#2a1c16',
      hairStyle: 'short',
      shirt: '#10ac84',
      background: '#d5f3f6',
      hasGlasses: true,
    },
    joinedDaysAgo: 60,
  },
  {
    key: 'sofia',
    name: 'Sofía Menjívar',
    email: 'sofia.menjivar@demo.huellitas.app',
    city: 'sanMarcos',
    phone: '+503 7987-3312',
    bio: 'Enfermera y mamá de dos peludos muy consentidos. Me encanta conocer otros dueños para organizar paseos juntos.',
    avatar: {
      skin: '#e8b58f',
      hair: '#8b5a2b',
      hairStyle: 'long',
      shirt: '#f368e0',
      background: '#ffdbe4',
    },
    joinedDaysAgo: 45,
  },
  {
    key: 'fernando',
    name: 'Fernando Alvarado',
    email: 'fernando.alvarado@demo.huellitas.app',
    city: 'ilopango',
    phone: '+503 7466-0917',
    bio: 'Vivo cerca del lago con mi familia y nuestros perros. Nos gusta pasear por la orilla al atardecer.',
    avatar: {
      skin: '#c98d64',
      hair: '#2a1c16',
      hairStyle: 'side',
      shirt: '#d63031',
      background: '#ffe1c6',
      hasBeard: true,
    },
    joinedDaysAgo: 130,
  },
  {
    key: 'daniela',
    name: 'Daniela Portillo',
    email: 'daniela.portillo@demo.huellitas.app',
    city: 'apopa',
    phone: '+503 7133-5542',
    bio: 'Contadora de día, rescatista de gatitos de noche. Adopta, no compres.',
    avatar: {
      skin: '#d9a07a',
      hair: '#1a1210',
      hairStyle: 'long',
      shirt: '#0abde3',
      background: '#e9f5d0',
    },
    joinedDaysAgo: 210,
  },
  {
    key: 'ricardo',
    name: 'Ricardo Mejía',
    email: 'ricardo.mejia@demo.huellitas.app',
    city: 'ayutuxtepeque',
    phone: '+503 7588-2049',
    bio: 'Entrenador canino aficionado. Creo que no hay perro difícil, solo perros sin paciencia a su alrededor.',
    avatar: {
      skin: '#f1c7a5',
      hair: '#3b2419',
      hairStyle: 'short',
      shirt: '#8e44ad',
      background: '#dceafe',
    },
    joinedDaysAgo: 75,
  },
  {
    key: 'valeria',
    name: 'Valeria Quintanilla',
    email: 'valeria.quintanilla@demo.huellitas.app',
    city: 'nuevoCuscatlan',
    phone: '+503 7311-7764',
    bio: 'Arquitecta, amante del café y de los perros grandes. Busco amigos para que mis peludos jueguen los fines de semana.',
    avatar: {
      skin: '#e8b58f',
      hair: '#b07a4a',
      hairStyle: 'bun',
      shirt: '#ff9f1a',
      background: '#fff3c4',
    },
    joinedDaysAgo: 30,
  },
  {
    key: 'andres',
    name: 'Andrés Guevara',
    email: 'andres.guevara@demo.huellitas.app',
    city: 'sanSalvador',
    phone: '+503 7679-4128',
    bio: 'Músico. Mi perro es mi mejor público: nunca se pierde un ensayo.',
    avatar: {
      skin: '#d9a07a',
      hair: '#1a1210',
      hairStyle: 'curly',
      shirt: '#2e86de',
      background: '#f3e1ff',
    },
    joinedDaysAgo: 110,
  },
  {
    key: 'karla',
    name: 'Karla Romero',
    email: 'karla.romero@demo.huellitas.app',
    city: 'ciudadDelgado',
    phone: '+503 7250-6683',
    bio: 'Peluquera canina. Si tu perro necesita un baño y un buen corte, ¡ya sabes a quién llamar!',
    avatar: {
      skin: '#c98d64',
      hair: '#3b2419',
      hairStyle: 'long',
      shirt: '#10ac84',
      background: '#d9f2e6',
      hasGlasses: true,
    },
    joinedDaysAgo: 20,
  },
  {
    key: 'luis',
    name: 'Luis Escobar',
    email: 'luis.escobar@demo.huellitas.app',
    city: 'santaTecla',
    phone: '+503 7412-9035',
    bio: 'Jubilado y con mucho tiempo para pasear. Mis perros y yo somos clientes fijos del Parque San Martín.',
    avatar: {
      skin: '#f1c7a5',
      hair: '#c9c4bd',
      hairStyle: 'side',
      shirt: '#d63031',
      background: '#d5f3f6',
      hasGlasses: true,
    },
    joinedDaysAgo: 400,
  },
]
