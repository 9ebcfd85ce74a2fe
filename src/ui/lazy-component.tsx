import { lazy, type ComponentType, type ReactNode } from 'react'

type Frame = ComponentType<{ children: ReactNode }>

/**
 * A component whose code is a chunk of its own, downloaded the first time it renders: the
 * screens that show it keep a light first load. `Frame` is the Suspense boundary (and whatever
 * surrounds it) that paints while the chunk arrives: a screen's skeleton, a map's frame. A
 * dialog, which paints nothing while it arrives, is a lazyDialog (lazy-dialog.tsx).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Frame: Frame,
) {
  const Component = lazy(load)
  return function LazyComponent(props: P) {
    return (
      <Frame>
        <Component {...props} />
      </Frame>
    )
  }
}
