import { answerEach, type Waiting } from './turn-batcher.js'

/**
 * Groups the calls of one event-loop turn: `run` gets every input that arrived before the
 * turn's I/O was done and answers each in order, an Error for an input that failed alone; a
 * throw fails the whole group. Unlike the turn batcher (turn-batcher.ts), a group never waits
 * for the previous one to finish: it is for reads that may run side by side, where grouping
 * is about running a turn's requests together, not about one statement at a time.
 */
export function createTurnGroups<In, Out>(
  run: (group: readonly In[]) => Promise<readonly (Out | Error)[]>,
): (input: In) => Promise<Out> {
  let gathering: Waiting<In, Out>[] | null = null

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      if (gathering) {
        gathering.push({ input, resolve, reject })
        return
      }
      const group: Waiting<In, Out>[] = [{ input, resolve, reject }]
      gathering = group
      // After this turn's I/O: every call of a request read in the same turn joins the group.
      setImmediate(() => {
        gathering = null
        void answerEach(group, run)
      })
    })
}
