/**
 * Groups the calls of one event-loop turn into one batch: `run` gets every input that arrived
 * before the turn's I/O was done, or with `windowMs` every input of the next that many
 * milliseconds (at most `maxBatch`; more wait for the next batch) and answers
 * each in order, an Error for an input that failed alone. A throw fails the whole batch. The
 * chat's message writes and the session reads use it: under load one database round trip (or
 * one SQLite commit) per batch instead of one per request.
 */
/** A call waiting for its batch's answer. */
export interface Waiting<In, Out> {
  input: In
  resolve(output: Out): void
  reject(error: unknown): void
}

/** Runs `run` over the calls' inputs and settles each with its answer; a throw rejects all. */
export async function answerEach<In, Out>(
  calls: readonly Waiting<In, Out>[],
  run: (inputs: readonly In[]) => Promise<readonly (Out | Error)[]>,
): Promise<void> {
  try {
    const outputs = await run(calls.map((call) => call.input))
    calls.forEach((call, index) => {
      const output = outputs[index]
      if (output instanceof Error) call.reject(output)
      else call.resolve(output as Out)
    })
  } catch (error) {
    for (const call of calls) call.reject(error)
  }
}

export function createTurnBatcher<In, Out>(
  maxBatch: number,
  run: (batch: readonly In[]) => Promise<readonly (Out | Error)[]>,
  /** 0: the calls of one turn. More: also those of the next turns until this many ms passed. */
  windowMs = 0,
): (input: In) => Promise<Out> {
  let queue: Waiting<In, Out>[] = []
  let isDraining = false

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, maxBatch)
        queue = queue.slice(batch.length)
        await answerEach(batch, run)
      }
    } finally {
      isDraining = false
    }
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject })
      if (isDraining) return
      isDraining = true
      // Not at once: after this turn's I/O, so every call read in the same turn shares the
      // batch. On SQLite a query never waits for I/O, so without this each call would be alone.
      if (windowMs > 0) setTimeout(() => void drain(), windowMs)
      else setImmediate(() => void drain())
    })
}
