/**
 * The benches' command-line options: `--name=value` and bare `--flag`, read from process.argv.
 */
export const argument = (name: string): string | undefined =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3)

export const flag = (name: string): boolean => process.argv.includes(`--${name}`)

/** `raw` as a whole number of at least `minimum`; throws naming the option otherwise. */
export function wholeNumber(name: string, raw: string, minimum = 1): number {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`--${name} must be whole numbers of at least ${minimum}`)
  }
  return value
}

/** `--name=N`, a whole number of at least `minimum`, else `fallback`. */
export const option = (name: string, fallback: number, minimum = 1): number =>
  wholeNumber(name, argument(name) ?? String(fallback), minimum)
