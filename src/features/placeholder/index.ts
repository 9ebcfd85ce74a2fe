export { ComingSoon } from './ComingSoon'
export { ComingSoonPanel } from './ComingSoonPanel'
