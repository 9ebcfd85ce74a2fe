import { unsentDelivery, type PendingWrite } from '../../sw/write-queue/queued-write'

let counter = 0

/** A queued write as screens see it, for tests of what they show; `docId` and `op` required. */
export function pendingWrite(
  overrides: Partial<PendingWrite> & Pick<PendingWrite, 'docId' | 'op'>,
): PendingWrite {
  counter += 1
  return {
    key: `key-${counter}`,
    seq: counter,
    userId: 'user-1',
    target: 'pets',
    doc: null,
    fallbackMessage: 'Error',
    baseUpdatedAt: null,
    ...unsentDelivery(Date.UTC(2026, 0, 1) + counter * 1000),
    ...overrides,
  }
}
