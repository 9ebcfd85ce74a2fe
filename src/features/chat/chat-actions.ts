import type { ChatActionResult } from './chat.model'

/** What the chat's menu does, bound to one match by ChatPage (the engine's actions). */
export interface ChatActions {
  /** mute when the match is not muted, else unmute */
  toggleMute: () => Promise<ChatActionResult>
  report: (reason: string) => Promise<ChatActionResult>
  /** resolves after leaving the screen when it worked */
  block: () => Promise<ChatActionResult>
  /** the unmatch; resolves after leaving the screen when it worked */
  remove: () => Promise<ChatActionResult>
}

/** Runs an action; a throw (a bug, a closed database) reads as a refusal with a generic text. */
export async function runAction(
  action: () => Promise<ChatActionResult>,
  fallback: string,
): Promise<ChatActionResult> {
  try {
    return await action()
  } catch {
    return { ok: false, message: fallback }
  }
}
