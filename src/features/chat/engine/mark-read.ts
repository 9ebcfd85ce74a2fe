import { chatEndpoints } from '@contract/chat.endpoints'
import { IDEMPOTENCY_HEADER } from '@contract/sync.contract'
import { send } from '../../../api/call'
import { getSyncContext } from '../../../sync'

/**
 * PUT /api/matches/{id}/read for the open chat, at most one request in flight per chat: a
 * request asked for while one is on its way runs once after it (so a message that arrived
 * meanwhile is covered too), never a storm. Failures are silent: the next change of the
 * unread count, the next visibility or connection change asks again.
 */
export class ReadMarker {
  private inFlight = false
  private again = false

  constructor(private readonly matchId: string) {}

  request(): void {
    if (this.inFlight) {
      this.again = true
      return
    }
    this.inFlight = true
    void this.send().finally(() => {
      this.inFlight = false
      if (!this.again) return
      this.again = false
      this.request()
    })
  }

  private async send(): Promise<void> {
    const context = getSyncContext()
    if (!context) return
    try {
      await send(chatEndpoints.read, {
        client: context.http,
        params: { id: this.matchId },
        headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      })
    } catch {
      // Silent by design: retried on the next change (see above).
    }
  }
}
