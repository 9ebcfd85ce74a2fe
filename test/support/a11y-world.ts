import { randomUUID } from 'node:crypto'
import type { AuthResponse } from '@contract/auth.contract'
import type { SwipeResponse } from '@contract/matches.contract'
import type { MyPetsResponse, PetDoc } from '@contract/pets.contract'
import type { PublicLostPetResponse } from '@contract/public-lost-pets.contract'
import { call } from './api'
import { ANA, CARLOS } from './demo-accounts'

/**
 * The screens held to the accessibility bar (landing, home, profile, chat list and chat, pet
 * profile; favorites too, whose card buttons are tap targets to keep at 44 px; the lost pets
 * list; and the server-rendered pages a stranger opens: a lost pet's and a pet's QR page), on a
 * server seeded with the demo data, as Ana sees them: her demo content plus one
 * match with Carlos holding a message from him, so the chat list has a row and the
 * conversation a bubble. Shared by the axe-core e2e suite and `npm run bench:lighthouse`, so
 * both judge the same pages.
 */

export interface A11yRoute {
  name: string
  path: string
  isSignedIn: boolean
  /** what the screen shows once its data is in: a text, or a control by role and name */
  ready: { text: string } | { role: 'button' | 'heading'; name: string }
}

export interface A11yWorld {
  /** Ana's session as the app stores it under 'auth-storage' */
  session: string
  routes: A11yRoute[]
}

async function signIn(baseUrl: string, account: typeof ANA): Promise<AuthResponse> {
  const login = await call<AuthResponse>(baseUrl, 'POST', '/api/auth/login', { json: account })
  if (login.status !== 200) throw new Error(`login ${account.email}: ${login.status} ${login.text}`)
  return login.body
}

async function firstPet(baseUrl: string, token: string): Promise<PetDoc> {
  const mine = await call<MyPetsResponse>(baseUrl, 'GET', '/api/pets/my-pets', { token })
  const pet = mine.body.pets[0]
  if (mine.status !== 200 || !pet) throw new Error(`my-pets: ${mine.status} ${mine.text}`)
  return pet
}

const MESSAGE = '¡Hola! ¿Salimos a pasear el sábado?'

export async function prepareA11yWorld(baseUrl: string): Promise<A11yWorld> {
  const [ana, carlos] = await Promise.all([signIn(baseUrl, ANA), signIn(baseUrl, CARLOS)])
  const [anaPet, carlosPet] = await Promise.all([
    firstPet(baseUrl, ana.token),
    firstPet(baseUrl, carlos.token),
  ])
  const like = (token: string, targetPetId: string, userPetId: string) =>
    call<SwipeResponse>(baseUrl, 'POST', '/api/matches/swipe', {
      token,
      json: { targetPetId, action: 'like', userPetId },
    })
  await like(ana.token, carlosPet.id, anaPet.id)
  const matched = await like(carlos.token, anaPet.id, carlosPet.id)
  const matchId = matched.body.match?.id
  if (!matched.body.matched || !matchId) {
    throw new Error(`no match: ${matched.status} ${matched.text}`)
  }
  const sent = await call(baseUrl, 'POST', `/api/matches/${matchId}/messages`, {
    token: carlos.token,
    json: { id: randomUUID(), content: MESSAGE },
  })
  if (sent.status !== 201 && sent.status !== 200) {
    throw new Error(`message: ${sent.status} ${sent.text}`)
  }
  // A demo alert (server/modules/demo seeds them with fixed ids), as a stranger opens it.
  const alert = await call<PublicLostPetResponse>(
    baseUrl,
    'GET',
    '/api/public/lost-pets/demo-lost-1',
  )
  if (alert.status !== 200) throw new Error(`demo alert: ${alert.status} ${alert.text}`)
  return {
    session: JSON.stringify({ user: ana.user, token: ana.token }),
    routes: [
      {
        name: 'landing',
        path: '/',
        isSignedIn: false,
        ready: { role: 'heading', name: 'Encuentra el amigo perfecto' },
      },
      { name: 'home', path: '/', isSignedIn: true, ready: { role: 'button', name: 'Me gusta' } },
      // Her pet's card heading, not its name as text: Ana's bio ('Vivo con Luna, Rocky y Mishi')
      // shows it before the cards have rendered.
      {
        name: 'profile',
        path: '/profile',
        isSignedIn: true,
        ready: { role: 'heading', name: anaPet.name },
      },
      { name: 'chat list', path: '/chat', isSignedIn: true, ready: { text: MESSAGE } },
      { name: 'chat', path: `/chat/${matchId}`, isSignedIn: true, ready: { text: MESSAGE } },
      {
        name: 'pet profile',
        path: `/pet/${carlosPet.id}`,
        isSignedIn: true,
        ready: { role: 'heading', name: carlosPet.name },
      },
      { name: 'favorites', path: '/favorites', isSignedIn: true, ready: { text: carlosPet.name } },
      {
        name: 'lost pets',
        path: '/lost-pets',
        isSignedIn: true,
        ready: { text: alert.body.lostPet.name },
      },
      {
        name: 'lost pet page (visitor)',
        path: `/perdidos/${alert.body.lostPet.id}`,
        isSignedIn: false,
        ready: { role: 'heading', name: alert.body.lostPet.name },
      },
      {
        name: 'pet page (visitor)',
        path: `/pet/${carlosPet.id}`,
        isSignedIn: false,
        ready: { role: 'heading', name: carlosPet.name },
      },
    ],
  }
}
