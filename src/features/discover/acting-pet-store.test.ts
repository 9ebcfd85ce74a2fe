import { describe, expect, it } from 'vitest'
import type { MyPet } from '../pets'
import { chooseActingPet } from './acting-pet-store'

const pet = (id: string) => ({ id }) as MyPet

describe('chooseActingPet', () => {
  it('keeps the stored choice while the pet exists, else the first (oldest) pet', () => {
    const pets = [pet('a'), pet('b'), pet('c')]
    expect(chooseActingPet(pets, 'b')?.id).toBe('b')
    expect(chooseActingPet(pets, 'gone')?.id).toBe('a')
    expect(chooseActingPet(pets, null)?.id).toBe('a')
    expect(chooseActingPet([], 'b')).toBeNull()
  })
})
