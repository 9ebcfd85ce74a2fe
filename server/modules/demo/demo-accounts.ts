/**
 * The two demo accounts a newcomer can sign in with. The README and the end-to-end tests list
 * them from here; every other demo owner has a password nobody knows.
 */
export const DEMO_ACCOUNTS = [
  { email: 'ana@huellitas.app', password: 'huellitas123', name: 'Ana Martínez', pets: 3 },
  { email: 'carlos@huellitas.app', password: 'huellitas123', name: 'Carlos Rivera', pets: 2 },
] as const

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number]
