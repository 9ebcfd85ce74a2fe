import { describe, expect, test } from 'vitest'
import type { MatchDetail } from '../matching'
import { answerResult } from './answer-outcome'

const names = { mine: 'Rocky', theirs: 'Luna' }
const match = { id: 'm1' } as MatchDetail

describe('answerResult (spec §4 Profile like outcomes)', () => {
  test('a match is celebrated, then /matches; a super like match is a super match', () => {
    const like = answerResult('like', { kind: 'matched', match }, names)
    expect(like.notice?.title).toBe('¡Es un Match!')
    expect(like.goToMatches).toBe(true)
    const superLike = answerResult('superlike', { kind: 'matched', match }, names)
    expect(superLike.notice?.title).toBe('¡Super Match!')
    expect(superLike.goToMatches).toBe(true)
  })

  test('a like or pass without a match goes straight to /matches', () => {
    expect(answerResult('like', { kind: 'sent' }, names)).toEqual({
      notice: null,
      goToMatches: true,
    })
    expect(answerResult('pass', { kind: 'sent' }, names)).toEqual({
      notice: null,
      goToMatches: true,
    })
    expect(answerResult('like', { kind: 'already' }, names)).toEqual({
      notice: null,
      goToMatches: true,
    })
  })

  test("a super like without a match says 'Super Like enviado', then /matches", () => {
    const result = answerResult('superlike', { kind: 'sent' }, names)
    expect(result.notice?.title).toBe('Super Like enviado')
    expect(result.goToMatches).toBe(true)
  })

  test('browsing mode asks to register a pet and stays', () => {
    const result = answerResult('like', { kind: 'browsing' }, names)
    expect(result.notice?.text).toContain('registrar')
    expect(result.goToMatches).toBe(false)
  })

  test('offline: says it will be sent later, then /matches', () => {
    const result = answerResult('like', { kind: 'pending' }, names)
    expect(result.notice?.text).toBe('Tu respuesta se enviará cuando vuelvas a tener conexión.')
    expect(result.goToMatches).toBe(true)
  })

  test("a refusal shows the server's message, or the spec's text, and stays", () => {
    const limit = answerResult('like', { kind: 'refused', message: 'Alcanzaste tu límite' }, names)
    expect(limit.notice).toMatchObject({ tone: 'error', text: 'Alcanzaste tu límite' })
    expect(limit.goToMatches).toBe(false)
    expect(answerResult('like', { kind: 'refused', message: '' }, names).notice?.text).toBe(
      'Error al enviar Like',
    )
    expect(answerResult('superlike', { kind: 'refused', message: '' }, names).notice?.text).toBe(
      'Error al enviar Super Like',
    )
  })

  test('a refused pass is only logged by the spec: it moves on', () => {
    expect(answerResult('pass', { kind: 'refused', message: 'x' }, names)).toEqual({
      notice: null,
      goToMatches: true,
    })
  })
})
