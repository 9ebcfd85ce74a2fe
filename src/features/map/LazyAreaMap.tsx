import { lazyComponent } from '../../ui/lazy-component'
import { MapFrame } from './LazyMap'

/** The pet profile's area map, loaded with the map chunk on first use (see LazyMap). */
export const LazyAreaMap = lazyComponent(() => import('./AreaMap'), MapFrame)
