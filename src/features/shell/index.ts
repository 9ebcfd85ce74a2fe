/**
 * The signed-in app shell (header, bottom navigation, background hosts). The root route loads
 * AppShell lazily by path, a chunk boundary between the visitor pages and the signed-in app.
 */
export { default as AppShell } from './AppShell'
