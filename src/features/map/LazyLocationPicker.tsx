import { lazyComponent } from '../../ui/lazy-component'
import { MapFrame } from './LazyMap'

/** The location picker, loaded with the map chunk on first use (see LazyMap). */
export const LazyLocationPicker = lazyComponent(() => import('./LocationPicker'), MapFrame)
