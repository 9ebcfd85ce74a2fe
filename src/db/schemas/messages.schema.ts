import { collectionSchema, idField, stringField, timestampField } from './schema-parts'

/** Chat messages of the user's matches (spec §3 Message). */
export interface MessageDoc {
  id: string
  matchId: string
  senderId: string
  content: string
  createdAt: string
  updatedAt: string
}

export const messagesSchema = collectionSchema<MessageDoc>({
  title: 'messages',
  version: 0,
  properties: {
    id: idField,
    matchId: idField,
    senderId: idField,
    content: stringField,
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['matchId', 'createdAt']],
})
