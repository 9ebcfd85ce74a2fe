/**
 * Push notifications (spec §8 'Notifications'): the settings screen, a chunk of its own behind
 * LazyNotificationSettingsPage. The rest loads on demand by path, each a chunk boundary: the
 * shell's settings dialog and preferences keeper, the test page, and the device's subscription
 * (forgotten on sign-out).
 */
export { LazyNotificationSettingsPage } from './LazyNotificationSettingsPage'
