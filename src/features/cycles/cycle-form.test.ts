import { describe, expect, it } from 'vitest'
import { cycleMessages as m } from '@contract/cycles.messages'
import { checkCycleForm, emptyCycleForm, formOf, type CycleFormValues } from './cycle-form'

const NOW = new Date(2026, 10, 26, 9, 0)
const valid: CycleFormValues = { ...emptyCycleForm(NOW), phase: 'proestrus' }

describe('the Agregar form (§5 Cycle record)', () => {
  it('an empty temperature is null; a comma is a decimal point', () => {
    const empty = checkCycleForm(valid, NOW)
    expect(empty).toEqual({
      ok: true,
      input: {
        date: '2026-11-26',
        phase: 'proestrus',
        symptoms: [],
        temperature: null,
        behavior: null,
        discharge: null,
        notes: null,
      },
    })
    const comma = checkCycleForm({ ...valid, temperature: '38,5' }, NOW)
    expect(comma.ok && comma.input.temperature).toBe(38.5)
  })

  it('refuses with the server’s Spanish messages', () => {
    const cases: [Partial<CycleFormValues>, string, string][] = [
      [{ temperature: '34.9' }, 'temperature', m.temperatureRange],
      [{ temperature: '42.1' }, 'temperature', m.temperatureRange],
      [{ temperature: '38.25' }, 'temperature', m.temperatureStep],
      [{ temperature: 'alta' }, 'temperature', m.temperatureInvalid],
      [{ phase: '' }, 'phase', m.phaseInvalid],
      [{ date: '' }, 'date', m.dateRequired],
      [{ date: '2026-11-27' }, 'date', m.dateFuture],
      [{ notes: 'x'.repeat(1001) }, 'notes', m.notesTooLong],
    ]
    for (const [change, field, message] of cases) {
      const result = checkCycleForm({ ...valid, ...change }, NOW)
      expect(result.ok ? null : result.errors[field as keyof CycleFormValues]).toBe(message)
    }
  })

  it('35 and 42 are allowed, one decimal', () => {
    for (const temperature of ['35', '42', '38.0', '41.9']) {
      expect(checkCycleForm({ ...valid, temperature }, NOW).ok).toBe(true)
    }
  })

  it('an existing record fills the form back', () => {
    const form = formOf({
      id: 'r1',
      petId: 'p1',
      date: '2026-11-01',
      phase: 'estrus',
      symptoms: ['restless'],
      temperature: 38,
      behavior: 'receptive',
      discharge: null,
      notes: null,
      createdAt: '',
      updatedAt: '',
    })
    expect(form).toEqual({
      date: '2026-11-01',
      phase: 'estrus',
      temperature: '38.0',
      symptoms: ['restless'],
      behavior: 'receptive',
      discharge: '',
      notes: '',
    })
  })
})
