import { lazyScreen } from '../../ui/ScreenSuspense'

/**
 * /reproductive-health loads as its own chunk while the spinner paints, as /lost-pets does
 * (LazyLostPetsPage): the signed-in first load stays within design.md's 250 KiB, and the
 * worker precaches the chunk for offline use. This wrapper imports nothing else.
 */
export const LazyReproductiveHealthPage = lazyScreen(() =>
  import('./ReproductiveHealthPage').then((module) => module.ReproductiveHealthPage),
)
