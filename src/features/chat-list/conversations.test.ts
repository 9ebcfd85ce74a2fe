import { describe, expect, it } from 'vitest'
import {
  conversationTime,
  searchConversations,
  sortConversations,
  withPendingMessages,
} from './conversations'
import { conversation } from '../../../test/support/component/test-conversations'

const talked = conversation({
  id: 'talked',
  matchedAt: '2026-01-01T10:00:00.000Z',
  lastMessageAt: '2026-01-10T12:00:00.000Z',
})
const fresh = conversation({ id: 'fresh', matchedAt: '2026-01-10T11:00:00.000Z' })
const unsynced = conversation({
  id: 'unsynced',
  matchedAt: null,
  createdAt: '2026-01-10T11:30:00.000Z',
})
const old = conversation({ id: 'old', matchedAt: '2025-12-01T10:00:00.000Z' })

describe('sortConversations (spec §9: latest message or match, newest first)', () => {
  it('orders by the last message, else the match time, else the creation time', () => {
    expect(sortConversations([old, fresh, talked, unsynced]).map((doc) => doc.id)).toEqual([
      'talked',
      'unsynced',
      'fresh',
      'old',
    ])
  })

  it('puts conversations with an unread priority message first, newest first among them', () => {
    const oldPriority = conversation({ ...old, id: 'old-priority', hasUnreadPriority: true })
    const freshPriority = conversation({ ...fresh, id: 'fresh-priority', hasUnreadPriority: true })
    expect(
      sortConversations([talked, oldPriority, unsynced, freshPriority, old]).map((doc) => doc.id),
    ).toEqual(['fresh-priority', 'old-priority', 'talked', 'unsynced', 'old'])
  })

  it('breaks ties by id and leaves its input alone', () => {
    const b = conversation({ id: 'b' })
    const a = conversation({ id: 'a' })
    const input = [b, a]
    expect(sortConversations(input).map((doc) => doc.id)).toEqual(['a', 'b'])
    expect(input.map((doc) => doc.id)).toEqual(['b', 'a'])
  })

  it('reads the time of each kind of conversation', () => {
    expect(conversationTime(talked)).toBe('2026-01-10T12:00:00.000Z')
    expect(conversationTime(fresh)).toBe('2026-01-10T11:00:00.000Z')
    expect(conversationTime(unsynced)).toBe('2026-01-10T11:30:00.000Z')
  })
})

describe('searchConversations (owner name, pet name or pet breed)', () => {
  const rocky = conversation({ id: 'rocky' })
  const bolivar = conversation({
    id: 'bolivar',
    otherPetName: 'Bolívar',
    otherPetBreed: 'Pastor Alemán',
    otherUserName: 'Ana Núñez',
  })
  const unknown = conversation({
    id: 'unknown',
    otherPetName: null,
    otherPetBreed: null,
    otherUserName: null,
  })
  const all = [rocky, bolivar, unknown]
  const ids = (query: string) => searchConversations(all, query).map((doc) => doc.id)

  it('matches the owner name, the pet name and the breed, in any case', () => {
    expect(ids('carlos')).toEqual(['rocky'])
    expect(ids('ROCKY')).toEqual(['rocky'])
    expect(ids('bulldog')).toEqual(['rocky'])
    expect(ids('pastor')).toEqual(['bolivar'])
  })

  it('ignores accents on either side', () => {
    expect(ids('bolivar')).toEqual(['bolivar'])
    expect(ids('nunez')).toEqual(['bolivar'])
    expect(ids('francés')).toEqual(['rocky'])
    expect(ids('ALEMAN')).toEqual(['bolivar'])
  })

  it('a blank query keeps everything; an unknown one finds nothing', () => {
    expect(ids('  ')).toEqual(['rocky', 'bolivar', 'unknown'])
    expect(ids('gato')).toEqual([])
  })

  it('matches inside a name and trims the query', () => {
    expect(ids(' river ')).toEqual(['rocky'])
  })
})

describe('withPendingMessages (the user’s own message still on its way)', () => {
  const talkedIn = (id: string, lastMessageAt: string | null) =>
    conversation({ id: `match:${id}`, matchId: id, lastMessage: 'del servidor', lastMessageAt })

  it('shows the newest pending message of a conversation when it is newer than the last stored', () => {
    const docs = [talkedIn('m1', '2026-01-10T12:00:00.000Z'), talkedIn('m2', null)]
    const shown = withPendingMessages(docs, [
      { matchId: 'm1', content: 'primero', createdAt: '2026-01-10T12:01:00.000Z' },
      { matchId: 'm1', content: 'último', createdAt: '2026-01-10T12:02:00.000Z' },
      { matchId: 'm2', content: 'hola', createdAt: '2026-01-09T08:00:00.000Z' },
    ])
    expect(shown.map((doc) => [doc.lastMessage, doc.lastMessageAt])).toEqual([
      ['último', '2026-01-10T12:02:00.000Z'],
      ['hola', '2026-01-09T08:00:00.000Z'],
    ])
    // And the list sorts by it.
    expect(sortConversations(shown)[0]?.matchId).toBe('m1')
  })

  it('keeps the stored message when it is newer, and conversations without pending ones', () => {
    const docs = [talkedIn('m1', '2026-01-10T12:00:00.000Z'), talkedIn('m3', null)]
    const shown = withPendingMessages(docs, [
      { matchId: 'm1', content: 'antes', createdAt: '2026-01-10T11:00:00.000Z' },
    ])
    expect(shown).toEqual(docs)
    expect(withPendingMessages(docs, [])).toBe(docs)
  })
})
