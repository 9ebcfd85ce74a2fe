import { Subject } from 'rxjs'
import type { OutboxDoc } from '../db'
import type { Mutation } from './actions'

/**
 * How to send an outbox entry again when the page that held its request is gone and the
 * service worker never got it (the page went, offline, before its fetch reached the worker).
 * The outbox keeps the optimistic document, not the request, so only a feature whose write can
 * be rebuilt from that document registers here (the chat: a message is its content). Such an
 * entry is adopted by the tab that reconciles and sent again with its own Idempotency-Key, so it
 * is never written twice. Entries of other targets turn `failed` as before.
 */
export type Resender = (entry: OutboxDoc) => Mutation | null

const resenders = new Map<string, Resender>()

/** Fires when a resender arrives (features load lazily): entries failed meanwhile can go now. */
export const resenderAdded$ = new Subject<void>()

/** Returns the unregister function. */
export function registerResender(target: string, resender: Resender): () => void {
  resenders.set(target, resender)
  resenderAdded$.next()
  return () => {
    if (resenders.get(target) === resender) resenders.delete(target)
  }
}

export function hasResender(target: string): boolean {
  return resenders.has(target)
}

export function rebuildMutation(entry: OutboxDoc): Mutation | null {
  return resenders.get(entry.target)?.(entry) ?? null
}
