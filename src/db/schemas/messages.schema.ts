import { collectionSchema, field } from './schema-parts'

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
    id: field.id,
    matchId: field.id,
    senderId: field.id,
    content: field.string,
    createdAt: field.timestamp,
    updatedAt: field.timestamp,
  },
  indexes: [['matchId', 'createdAt']],
})
