import { lazyScreen } from '../../ui/ScreenSuspense'

/** /premium loads as its own chunk: no first load grows. */
export const LazyPremiumPage = lazyScreen(() =>
  import('./PremiumPage').then((module) => module.PremiumPage),
)
