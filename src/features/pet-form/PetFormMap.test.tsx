import { render } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LocationPickerProps } from '../map'

/**
 * Where the pet form's map starts (spec §9 order): the pet's place, else the user's saved one,
 * else the device, else the default centre. The picker itself (which honours initial, then
 * saved, then the device) is tested in src/features/map; here, what the form hands it.
 */
const { picker, profile } = vi.hoisted(() => ({
  picker: vi.fn<(props: LocationPickerProps) => null>(() => null),
  profile: { current: null as { latitude: number | null; longitude: number | null } | null },
}))
vi.mock('../map', () => ({ LazyLocationPicker: picker }))
vi.mock('../account', () => ({ useMyProfile: () => ({ profile: profile.current }) }))

const { default: PetFormMap } = await import('./PetFormMap')

const PET = { latitude: 13.67, longitude: -89.28 }
const SAVED = { latitude: 13.7, longitude: -89.2 }

function startOf(coordinates: typeof PET | null, text: string) {
  picker.mockClear()
  render(<PetFormMap coordinates={coordinates} text={text} onChosen={vi.fn()} />)
  const props = picker.mock.calls[0]?.[0]
  return {
    initial: props?.initial,
    saved: props?.saved,
    isLocatingOnStart: props?.isLocatingOnStart,
  }
}

beforeEach(() => {
  profile.current = { ...SAVED }
})

describe('the pet form map starts from', () => {
  it("the pet's own place when editing", () => {
    expect(startOf(PET, 'Santa Tecla')).toEqual({
      initial: PET,
      saved: null,
      isLocatingOnStart: false,
    })
  })

  it("else the user's saved location (the device only if that is missing)", () => {
    expect(startOf(null, '')).toEqual({ initial: null, saved: SAVED, isLocatingOnStart: true })
  })

  it('else the device position', () => {
    profile.current = { latitude: null, longitude: null }
    expect(startOf(null, '  ')).toEqual({ initial: null, saved: null, isLocatingOnStart: true })
  })

  it('else the default centre: a place known only as text is kept, not replaced', () => {
    expect(startOf(null, 'San Salvador')).toEqual({
      initial: null,
      saved: null,
      isLocatingOnStart: false,
    })
  })
})
