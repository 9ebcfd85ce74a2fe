/**
 * The discover feature's data layer: the swipe stack (stored locally, so it can be
 * swiped offline), the basic filters and the acting pet. The swipe home and the pet profile
 * use these and never the network or RxDB directly.
 */
export { useDiscoverStack } from './use-discover-stack'
export { useDiscoverFilters } from './use-discover-filters'
export { useActingPet } from './use-acting-pet'
export { useStoredDiscoverPet } from './use-stored-discover-pet'
export { defaultDiscoverFilters } from './discover-filters'
export { formatDistance } from '@contract/discover.messages'
export type {
  ActingPet,
  ActiveFilter,
  DiscoverFilterKey,
  DiscoverFilters,
  DiscoverFiltersApi,
  DiscoverPet,
  DiscoverStack,
} from './discover.types'
