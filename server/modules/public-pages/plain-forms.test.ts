import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { fieldErrors, isSameOrigin, readPlainPost, refusedForm } from './plain-forms.js'

const sighting = {
  _form: 'sighting',
  formKey: 'k-123456789',
  location: 'Parque',
  date: '2026-01-10',
  time: '10:00',
  description: 'Corría',
  name: 'María',
  phone: '7777-1234',
}

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest

describe('plain visitor forms', () => {
  it('reads only the fields of the named form, and nothing else', () => {
    const post = readPlainPost({ ...sighting, latitude: '13.7', isAdmin: 'true' })
    expect(post?.form).toBe('sighting')
    expect(Object.keys(post?.body ?? {}).sort()).toEqual(
      ['date', 'description', 'formKey', 'location', 'name', 'phone', 'time'].sort(),
    )
    expect(readPlainPost({ _form: 'delete-everything' })).toBeNull()
    expect(readPlainPost('text')).toBeNull()
  })

  it("checks with the API's schema, one Spanish message per field, and keeps what was typed", () => {
    const post = readPlainPost({ ...sighting, phone: 'llámame', description: '' })!
    const errors = fieldErrors(post)
    expect(errors).toMatchObject({
      phone: 'El teléfono no es válido.',
      description: 'La descripción del avistamiento es obligatoria.',
    })
    const refused = refusedForm(post, errors!, null)
    expect(refused.values).toMatchObject({ name: 'María', phone: 'llámame' })
    expect(refused.values).not.toHaveProperty('formKey')
    expect(fieldErrors(readPlainPost(sighting)!)).toBeNull()
  })

  it('refuses a post from another site, lets this site and non-browser clients through', () => {
    const allowed = ['https://huellitas.app']
    expect(isSameOrigin(request({ origin: 'https://huellitas.app' }), allowed)).toBe(true)
    expect(isSameOrigin(request({ origin: 'https://evil.example' }), allowed)).toBe(false)
    expect(isSameOrigin(request({ 'sec-fetch-site': 'cross-site' }), allowed)).toBe(false)
    expect(isSameOrigin(request({}), allowed)).toBe(true)
  })
})
