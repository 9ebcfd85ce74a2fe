import { HTTPError, TimeoutError, type NormalizedOptions } from 'ky'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { common } from '../i18n/es/common'
import { callOnline } from './online-only'

const texts = { offline: 'Necesitas conexión para esto.', fallback: 'No se pudo hacer.' }
const request = new Request('http://localhost/api/x', { method: 'POST' })

function refusal(status: number, body: string, type = 'application/json'): HTTPError {
  const response = new Response(body, { status, headers: { 'Content-Type': type } })
  return new HTTPError(response, request, {} as NormalizedOptions)
}

describe('callOnline', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('answers the value of a call that succeeds', async () => {
    expect(await callOnline(() => Promise.resolve(7), texts)).toEqual({ ok: true, value: 7 })
  })

  it('does not try a call while the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const run = vi.fn(() => Promise.resolve(1))
    const result = await callOnline(run, texts)
    expect(result).toEqual({ ok: false, failure: 'offline', message: texts.offline })
    expect(run).not.toHaveBeenCalled()
  })

  it('counts a call that got no answer at all (fetch TypeError) as offline', async () => {
    const result = await callOnline(() => Promise.reject(new TypeError('Failed to fetch')), texts)
    expect(result).toEqual({ ok: false, failure: 'offline', message: texts.offline })
  })

  it('gives a timeout the spec’s timeout text, not the offline one', async () => {
    const result = await callOnline(() => Promise.reject(new TimeoutError(request)), texts)
    expect(result).toEqual({ ok: false, failure: 'timeout', message: common.timeout })
  })

  it('shows the server’s own message when it answered with one', async () => {
    const body = JSON.stringify({ error: 'forbidden', message: 'No puedes hacer esto.' })
    const result = await callOnline(() => Promise.reject(refusal(403, body)), texts)
    expect(result).toEqual({ ok: false, failure: 'answer', message: 'No puedes hacer esto.' })
  })

  it('falls back to the caller’s text for an answer without a message, or any other error', async () => {
    const html = refusal(502, '<html>Bad gateway</html>', 'text/html')
    expect(await callOnline(() => Promise.reject(html), texts)).toEqual({
      ok: false,
      failure: 'answer',
      message: texts.fallback,
    })
    expect(await callOnline(() => Promise.reject(new Error('boom')), texts)).toEqual({
      ok: false,
      failure: 'answer',
      message: texts.fallback,
    })
  })
})
