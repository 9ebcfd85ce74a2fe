import { lazy, Suspense, type ComponentProps } from 'react'
import { Spinner } from '../../ui/Spinner'
import type { PetForm as PetFormComponent } from './PetForm'

/**
 * The form body (react-hook-form, the pickers, the location module) loads as its own chunk
 * while the screen's heading paints: with it, a deep link to /add-pet would weigh ~254 KiB
 * gzipped before anything shows, over the 250 KiB signed-in budget of design.md. The chunk
 * is precached by the service worker, so offline it comes from the cache at once.
 */
const PetForm = lazy(() => import('./PetForm').then((module) => ({ default: module.PetForm })))

export function LazyPetForm(props: ComponentProps<typeof PetFormComponent>) {
  return (
    <Suspense fallback={<Spinner />}>
      <PetForm {...props} />
    </Suspense>
  )
}
