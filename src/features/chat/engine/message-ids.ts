/**
 * Client-made message ids: 21 characters of [A-Za-z0-9_-] from crypto.getRandomValues (126
 * bits, nanoid's size), within chatRules.messageIdPattern. The id travels with the POST, so a
 * replay of the same send (service worker, retry) is recognised by the server.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
const LENGTH = 21

export function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH))
  // 64 symbols: the low six bits of each byte pick one without bias.
  return Array.from(bytes, (byte) => ALPHABET[byte & 63]).join('')
}
