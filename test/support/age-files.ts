import { readdirSync, utimesSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Makes the files of `dir` look two hours old, so the server's start-up sweep, which removes an
 * upload nothing holds once it is over an hour old, treats them as left behind by a killed run.
 * The files `spare` accepts keep their times.
 */
export function ageFiles(dir: string, spare: (file: string) => boolean = () => false): void {
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
  for (const file of readdirSync(dir)) {
    if (!spare(file)) utimesSync(join(dir, file), twoHoursAgo, twoHoursAgo)
  }
}
