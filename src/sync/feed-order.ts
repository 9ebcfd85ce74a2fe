import type { SyncCheckpoint } from '@contract/sync.contract'

/**
 * Keeps the two ways documents arrive — pulls and socket events — from undoing each other.
 *
 * Pulls are the source of truth: the server's feed is ordered by a commit-ordered sequence, so a
 * pull from checkpoint C returns every change after C, each document in its latest state. Only
 * pulls advance the stored checkpoint. Socket events are applied at once (no round trip) but are
 * stamped with the checkpoint of the last pull, never their own: socket.io is at-most-once and
 * events from concurrent requests can arrive out of commit order, so trusting an event's
 * sequence could move the checkpoint past a change the client never received.
 *
 * Ordering between the two: an event at sequence s
 * - is dropped when a pull already covered s (the pull returned that state or a newer one);
 * - is dropped per document when that document already got a newer event;
 * - wins over a pulled state of the same document whose pull ended before s (the pull read
 *   before the event's commit), so a slow pull response cannot overwrite a newer live change.
 *   The pull then carries the EVENT's version of that document instead of leaving it out:
 *   RxDB drops a queued event when a pull page starts after it (it assumes the pull brings
 *   it; rxdb downstream.ts, lastTimeMasterChangesRequested), and an event's s is the last seq
 *   of its write, which can be past what this user's pull reaches (the write's other rows are
 *   someone else's). Left out of the pull, such a document was lost until its next change: a
 *   new match that never showed (seen under load in CI).
 */
export interface DocumentBatch<T> {
  documents: T[]
  checkpoint: SyncCheckpoint
}

export class FeedOrder<T extends { id: string }> {
  /** Highest checkpoint a pull returned; everything up to it is in (or on its way to) storage. */
  private pulledSeq = 0
  private hasPulled = false
  /** An event came before any pull started and was left to that pull. */
  private wasEventLeftToPull = false
  /** The newest event applied per document (its seq and version), newer than pulledSeq. */
  private readonly events = new Map<string, { seq: number; document: T }>()

  /**
   * Whether the first pull must be read after now: an event came before it and was left to it
   * (an answer read earlier may not hold that event).
   */
  get needsFreshFirstPull(): boolean {
    return this.wasEventLeftToPull
  }

  /** A pull is about to run from `checkpoint` (the stored one). */
  pullStarting(checkpoint: SyncCheckpoint | undefined): void {
    this.pulledSeq = Math.max(this.pulledSeq, checkpoint?.seq ?? 0)
    this.hasPulled = true
  }

  /**
   * A pull's answer, with the live version of each document whose event is newer than what
   * the pull reached; records how far it reached.
   */
  pulled(batch: DocumentBatch<T>): DocumentBatch<T> {
    const reached = batch.checkpoint.seq
    const documents = batch.documents.map((document) => {
      const live = this.events.get(document.id)
      return live && live.seq > reached ? live.document : document
    })
    this.pulledSeq = Math.max(this.pulledSeq, reached)
    for (const [id, live] of this.events) {
      if (live.seq <= this.pulledSeq) this.events.delete(id)
    }
    return { documents, checkpoint: batch.checkpoint }
  }

  /**
   * The part of a socket event still worth applying, stamped with the last pull's checkpoint;
   * null when nothing is (before the first pull starts, the pull will fetch it anyway).
   */
  event(batch: DocumentBatch<T>): DocumentBatch<T> | null {
    const seq = batch.checkpoint.seq
    if (!this.hasPulled) {
      this.wasEventLeftToPull = true
      return null
    }
    if (seq <= this.pulledSeq) return null
    const documents = batch.documents.filter((document) => {
      const applied = this.events.get(document.id)
      if (applied !== undefined && applied.seq >= seq) return false
      this.events.set(document.id, { seq, document })
      return true
    })
    if (documents.length === 0) return null
    return { documents, checkpoint: { seq: this.pulledSeq } }
  }
}
