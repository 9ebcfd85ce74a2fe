import { lazyScreen } from '../../ui/ScreenSuspense'

/**
 * The /lost-pets screen loads as its own chunk while the loading state paints (spec §2 'States:
 * loading'), as the pet form does: with it, a deep link would weigh over the 250 KiB signed-in
 * budget of design.md before anything shows. The worker precaches the chunk for offline use.
 * This wrapper imports nothing else: every file a route chunk needs is listed in the app's
 * entry chunk, which the landing's budget pays for.
 */
export const LazyLostPetsPage = lazyScreen(() =>
  import('./LostPetsPage').then((module) => module.LostPetsPage),
)
