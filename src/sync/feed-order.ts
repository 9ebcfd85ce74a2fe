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
 */
export interface DocumentBatch<T> {
  documents: T[]
  checkpoint: SyncCheckpoint
}

export class FeedOrder<T extends { id: string }> {
  /** Highest checkpoint a pull returned; everything up to it is in (or on its way to) storage. */
  private pulledSeq = 0
  private hasPulled = false
  /** Sequence of the newest event applied per document, for events newer than pulledSeq. */
  private readonly eventSeq = new Map<string, number>()

  /** A pull is about to run from `checkpoint` (the stored one). */
  pullStarting(checkpoint: SyncCheckpoint | undefined): void {
    this.pulledSeq = Math.max(this.pulledSeq, checkpoint?.seq ?? 0)
    this.hasPulled = true
  }

  /** Filters a pull's answer and records how far it reached. */
  pulled(batch: DocumentBatch<T>): DocumentBatch<T> {
    const reached = batch.checkpoint.seq
    const documents = batch.documents.filter(
      (document) => (this.eventSeq.get(document.id) ?? 0) <= reached,
    )
    this.pulledSeq = Math.max(this.pulledSeq, reached)
    for (const [id, seq] of this.eventSeq) {
      if (seq <= this.pulledSeq) this.eventSeq.delete(id)
    }
    return { documents, checkpoint: batch.checkpoint }
  }

  /**
   * The part of a socket event still worth applying, stamped with the last pull's checkpoint;
   * null when nothing is (before the first pull starts, the pull will fetch it anyway).
   */
  event(batch: DocumentBatch<T>): DocumentBatch<T> | null {
    const seq = batch.checkpoint.seq
    if (!this.hasPulled || seq <= this.pulledSeq) return null
    const documents = batch.documents.filter((document) => {
      const applied = this.eventSeq.get(document.id)
      if (applied !== undefined && applied >= seq) return false
      this.eventSeq.set(document.id, seq)
      return true
    })
    if (documents.length === 0) return null
    return { documents, checkpoint: { seq: this.pulledSeq } }
  }
}
