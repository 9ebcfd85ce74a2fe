import { BehaviorSubject, type Observable, type Subscription } from 'rxjs'
import { chatEventNames } from '@contract/chat.messages'
import type { ChatEndReason, TypingNotice } from '../chat.model'
import type { ChatSocket } from './chat-socket'

/**
 * One open chat's presence on the socket (spec §4 Chat, Socket):
 * - joins the match room when opened and after every (re)connect — the server forgets a
 *   socket's rooms when it drops — and leaves it when closed;
 * - shows the other member's typing notice; it clears on 'user-stop-typing', on a message from
 *   them, and after TYPING_TIMEOUT_MS without news (a lost stop must not leave it forever);
 * - sends typing-start / typing-stop only when the user's state changes, and only once the
 *   server accepted the join (connected and in the room): socket.io would otherwise replay a stale "typing" after a reconnect. A user
 *   still typing when the connection returns is announced again after the re-join;
 * - 'match-update' for this match (unmatch, block) ends the chat.
 * Without a socket (a tab that is not the leader, or signed out) it is simply quiet.
 */
export const TYPING_TIMEOUT_MS = 6_000

export interface ChatRoomState {
  typing: TypingNotice | null
  ended: ChatEndReason | null
  isConnected: boolean
}

export class ChatRoom {
  private readonly state = new BehaviorSubject<ChatRoomState>({
    typing: null,
    ended: null,
    isConnected: false,
  })
  readonly state$: Observable<ChatRoomState> = this.state.asObservable()
  private socket: ChatSocket | null = null
  /** the socket whose join-match the server accepted (typing is only sent through it) */
  private joinedSocket: ChatSocket | null = null
  private detach: (() => void) | null = null
  private readonly subscription: Subscription
  private isTyping = false
  private typingTimer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly matchId: string,
    socket$: Observable<ChatSocket | null>,
    private readonly typingTimeoutMs = TYPING_TIMEOUT_MS,
  ) {
    this.subscription = socket$.subscribe((socket) => this.attach(socket))
  }

  get current(): ChatRoomState {
    return this.state.value
  }

  setTyping(active: boolean): void {
    if (active === this.isTyping) return
    this.isTyping = active
    if (this.socket?.isConnected && this.joinedSocket === this.socket) {
      this.socket.emit(active ? chatEventNames.typingStart : chatEventNames.typingStop, {
        matchId: this.matchId,
      })
    }
  }

  close(): void {
    this.subscription.unsubscribe()
    this.attach(null)
    this.state.complete()
  }

  private attach(socket: ChatSocket | null): void {
    if (socket === this.socket) return
    this.detach?.()
    this.detach = null
    this.socket = socket
    this.clearTyping()
    if (!socket) {
      this.patch({ isConnected: false })
      return
    }
    const matchId = this.matchId
    const offs = [
      socket.on(chatEventNames.userTyping, (event) => {
        if (event.matchId !== matchId) return
        this.showTyping({ userId: event.userId, userName: event.userName })
      }),
      socket.on(chatEventNames.userStopTyping, (event) => {
        if (event.matchId === matchId) this.clearTyping(event.userId)
      }),
      socket.on(chatEventNames.newMessage, ({ message }) => {
        if (message.matchId === matchId) this.clearTyping(message.senderId)
      }),
      socket.on(chatEventNames.matchUpdate, (update) => {
        if (update.matchId === matchId) this.patch({ ended: update.reason, typing: null })
      }),
    ]
    const subscriptions = [
      socket.isConnected$.subscribe((isConnected) => {
        if (!isConnected) {
          this.joinedSocket = null
          this.clearTyping()
        }
        this.patch({ isConnected })
      }),
      socket.connected$.subscribe(() => this.join(socket)),
    ]
    if (socket.isConnected) this.join(socket)
    this.detach = () => {
      if (socket.isConnected) {
        if (this.isTyping) socket.emit(chatEventNames.typingStop, { matchId })
        socket.emit(chatEventNames.leaveMatch, { matchId })
      }
      for (const off of offs) off()
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }

  private join(socket: ChatSocket): void {
    this.joinedSocket = null
    socket.emit(chatEventNames.joinMatch, { matchId: this.matchId }, (answer) => {
      // The server checks membership before it puts the socket in the room: a typing-start
      // sent before this answer would be refused, so typing waits for it.
      if (this.socket !== socket || !answer.ok) return
      this.joinedSocket = socket
      if (this.isTyping) socket.emit(chatEventNames.typingStart, { matchId: this.matchId })
    })
  }

  private showTyping(notice: TypingNotice): void {
    clearTimeout(this.typingTimer)
    this.typingTimer = setTimeout(() => this.clearTyping(), this.typingTimeoutMs)
    this.patch({ typing: notice })
  }

  /** Clears the notice (only if it is `userId`'s, when given). */
  private clearTyping(userId?: string): void {
    const typing = this.state.value.typing
    if (!typing || (userId !== undefined && typing.userId !== userId)) return
    clearTimeout(this.typingTimer)
    this.patch({ typing: null })
  }

  private patch(change: Partial<ChatRoomState>): void {
    if (this.state.closed) return
    this.state.next({ ...this.state.value, ...change })
  }
}
