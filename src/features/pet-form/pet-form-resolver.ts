import type { Resolver } from 'react-hook-form'
import type { PetFields } from '@contract/pets.contract'
import type { PetFormMode, PetFormValues } from './pet-form.schema'

/**
 * The form's validation, loaded on first use: zod (the contract's rules) weighs more than the
 * whole screen, and a signed-in route must stay within its first-load budget (design.md,
 * 250 KiB). The screen paints without it; the chunk follows at once (its first run decides
 * whether the submit button is enabled) and is precached by the service worker like every
 * chunk, so it is there offline too.
 */
export function lazyPetFormResolver(
  mode: PetFormMode,
): Resolver<PetFormValues, unknown, PetFields> {
  let loading: Promise<Resolver<PetFormValues, unknown, PetFields>> | null = null
  return async (values, context, options) => {
    loading ??= import('./pet-form.schema').then((module) => module.petFormResolver(mode))
    const resolve = await loading
    return resolve(values, context, options)
  }
}
