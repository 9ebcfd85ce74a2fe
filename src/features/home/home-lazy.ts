import { lazy } from 'react'

/**
 * Everything the home opens on demand or shows only to some users, each in its own chunk: the
 * first paint needs only the toolbar and the cards (budget: the signed-in home stays under
 * 250 KiB of gzipped JS).
 */
export const LazyActiveFilterBar = lazy(() =>
  import('./ActiveFilterBar').then((module) => ({ default: module.ActiveFilterBar })),
)
export const LazyWelcomeBanner = lazy(() =>
  import('./WelcomeBanner').then((module) => ({ default: module.WelcomeBanner })),
)
export const LazyNoticeLine = lazy(() =>
  import('./NoticeLine').then((module) => ({ default: module.NoticeLine })),
)
export const LazyActingPetSelect = lazy(() =>
  import('./ActingPetSelect').then((module) => ({ default: module.ActingPetSelect })),
)
export const LazyStackMessage = lazy(() =>
  import('./StackMessage').then((module) => ({ default: module.StackMessage })),
)
// The dialogs, viewer, comments sheet and match modal (each its own chunk again, see there).
export const LazyHomeOverlays = lazy(() =>
  import('./HomeOverlays').then((module) => ({ default: module.HomeOverlays })),
)
export const LazyUndoPassButton = lazy(() =>
  import('./UndoPassButton').then((module) => ({ default: module.UndoPassButton })),
)
