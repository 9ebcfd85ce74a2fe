import { useMemo } from 'react'
import { map } from 'rxjs'
import { useDatabase } from '../../db'
import type { MessageDoc } from '../../db/schemas/messages.schema'
import { observePendingWrites, useObservable } from '../../sync'
import type { PendingMessage } from './conversations'

const NONE: PendingMessage[] = []

/** The messages the user sent that are still in the write queue (pending or failed), live. */
export function usePendingMessages(): readonly PendingMessage[] {
  const database = useDatabase()
  const source = useMemo(
    () =>
      database
        ? observePendingWrites('messages').pipe(
            map((entries) =>
              entries.flatMap((entry) => {
                const doc = entry.doc as Partial<MessageDoc> | null
                if (entry.op !== 'create' || !doc?.matchId || !doc.content || !doc.createdAt) {
                  return []
                }
                return [{ matchId: doc.matchId, content: doc.content, createdAt: doc.createdAt }]
              }),
            ),
          )
        : null,
    [database],
  )
  return useObservable(source).value ?? NONE
}
