import { Agent, request } from 'node:http'

/**
 * How bench:chat sends a message: the app's own REST call, POST /api/matches/{id}/messages
 * with a client-made id, an Idempotency-Key and the bearer token.
 *
 * Each simulated user has an HTTP agent of their own (keep-alive, at most 6 connections), like
 * a browser's per-origin HTTP/1.1 pool on that user's device. One shared pool would put many
 * users' requests on a few connections, which no real deployment sees: the server would parse
 * fewer connections' worth of work and the client's queueing would hide in the pool. At a
 * couple of messages per user per second one connection per user is normally enough, opened
 * during the warm-up.
 */
export const POST_TIMEOUT_MS = 10_000
const CONNECTIONS_PER_USER = 6

export interface PostAnswer {
  /** HTTP status, or 0 when there was none (timeout, connection error) */
  status: number
  /** why it failed, or null for a 2xx */
  error: string | null
}

export interface Poster {
  post(
    baseUrl: string,
    token: string,
    matchId: string,
    body: { id: string; content: string },
    idempotencyKey: string,
  ): Promise<PostAnswer>
  close(): void
}

export function createPoster(): Poster {
  const agents = new Map<string, Agent>()
  const agentOf = (token: string) => {
    let agent = agents.get(token)
    if (!agent) {
      agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_USER })
      agents.set(token, agent)
    }
    return agent
  }

  return {
    post(baseUrl, token, matchId, body, idempotencyKey) {
      const payload = JSON.stringify(body)
      return new Promise<PostAnswer>((resolve) => {
        const req = request(
          new URL(`/api/matches/${encodeURIComponent(matchId)}/messages`, baseUrl),
          {
            method: 'POST',
            agent: agentOf(token),
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              'idempotency-key': idempotencyKey,
            },
          },
          (response) => {
            const status = response.statusCode ?? 0
            let text = ''
            response.setEncoding('utf8')
            response.on('data', (chunk: string) => {
              // Only a refusal's body is worth keeping (the first error is printed).
              if (status >= 300 && text.length < 300) text += chunk
            })
            response.on('end', () =>
              resolve({
                status,
                error: status >= 200 && status < 300 ? null : `${status} ${text.slice(0, 200)}`,
              }),
            )
            response.on('error', (error) => resolve({ status, error: error.message }))
          },
        )
        req.setTimeout(POST_TIMEOUT_MS, () =>
          req.destroy(new Error(`no answer within ${POST_TIMEOUT_MS} ms`)),
        )
        req.on('error', (error) => resolve({ status: 0, error: error.message }))
        req.end(payload)
      })
    },
    close() {
      for (const agent of agents.values()) agent.destroy()
      agents.clear()
    },
  }
}
