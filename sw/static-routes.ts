/// <reference lib="webworker" />

/**
 * Requests this worker never answers go straight to the network without starting it, through
 * the Static Routing API (Chromium 123 and later; other browsers keep sending them through the
 * worker, which lets them pass): the socket.io transport and every write (the page sends writes
 * itself, sw.ts has no route for them).
 *
 * Besides the start-up each of them would cost, this keeps an update from stalling: on
 * 'Actualizar' Chromium stops the running worker before the new one takes over, and a request
 * that reaches the old worker meanwhile starts it again. Chromium then waits for it to go idle
 * for 30 s, which a tab that keeps retrying offline (the socket every few seconds, a queued write
 * on its backoff) never gives it: the update waited minutes.
 */
interface RouterRule {
  condition: { urlPattern: unknown } | { requestMethod: string }
  source: 'network'
}

type URLPatternLike = new (init: { pathname: string }) => unknown

interface RoutableInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

/** The rules, where this browser can express them (a pattern object: any origin, any query). */
export function networkOnlyRules(): RouterRule[] {
  const URLPattern = (globalThis as { URLPattern?: URLPatternLike }).URLPattern
  const socket: RouterRule[] = URLPattern
    ? [
        {
          condition: { urlPattern: new URLPattern({ pathname: '/socket.io/*' }) },
          source: 'network',
        },
      ]
    : []
  return [
    ...socket,
    ...WRITE_METHODS.map((method): RouterRule => ({
      condition: { requestMethod: method },
      source: 'network',
    })),
  ]
}

/** Call from the install event. A browser without the API, or refusing a rule, changes nothing. */
export function addNetworkOnlyRoutes(event: ExtendableEvent): void {
  const routable = event as RoutableInstallEvent
  if (typeof routable.addRoutes !== 'function') return
  // One call per rule: a rule one browser version refuses does not take the others with it.
  for (const rule of networkOnlyRules()) {
    event.waitUntil(routable.addRoutes(rule).catch(() => undefined))
  }
}
