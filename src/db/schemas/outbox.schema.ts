import {
  collectionSchema,
  enumField,
  idField,
  nullableNumber,
  nullableString,
  stringField,
  timestampField,
} from './schema-parts'

/**
 * The outbox: local-only (never replicated) record of the user's mutations that the server has
 * not yet shown back through replication. Optimistic documents live here, not in the replicated
 * collections, because a local write to a pull-only replicated collection would block later
 * pulled versions of that document. Hooks lay these entries over the replicated documents.
 *
 * States: sending (a request is in flight) → sent (2xx; waiting for the server's version to
 * replicate) → removed. queued: the service worker holds the request. failed-offline: no answer
 * (network down, timeout, 5xx); the page that made it retries. failed: the page holding the
 * request closed before it could be sent; only the user can discard it.
 */
export const outboxOps = ['create', 'update', 'delete'] as const
export type OutboxOp = (typeof outboxOps)[number]
export const outboxStates = ['sending', 'queued', 'failed-offline', 'sent', 'failed'] as const
export type OutboxState = (typeof outboxStates)[number]

export interface OutboxDoc {
  /** also the request's Idempotency-Key (a UUID), so a resend is recognised by the server */
  id: string
  /** the replicated collection the mutation targets (`collection` is taken by RxDocument) */
  target: string
  docId: string
  op: OutboxOp
  /** the optimistic document (null for a delete) */
  doc: Record<string, unknown> | null
  state: OutboxState
  /** Spanish text of the last failure, shown for a failed entry */
  error: string | null
  /** Spanish text for a later refusal that carries no message of its own */
  fallbackMessage: string
  /** the page (tab) that holds the request in memory for retries */
  pageId: string
  /** updatedAt of the replicated document when the change was made (update, delete) */
  baseUpdatedAt: string | null
  /** updatedAt of the server's answer, once it accepted the change */
  serverUpdatedAt: string | null
  /** epoch ms at which the server's acceptance reached us */
  ackAt: number | null
  createdAt: string
  updatedAt: string
}

export const outboxSchema = collectionSchema<OutboxDoc>({
  title: 'outbox',
  version: 0,
  properties: {
    id: idField,
    target: { type: 'string', maxLength: 32 },
    docId: idField,
    op: enumField(outboxOps, 8),
    doc: { type: ['object', 'null'] },
    state: enumField(outboxStates, 16),
    error: nullableString,
    fallbackMessage: stringField,
    pageId: idField,
    baseUpdatedAt: nullableString,
    serverUpdatedAt: nullableString,
    ackAt: nullableNumber,
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['target', 'createdAt']],
})
