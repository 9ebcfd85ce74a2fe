import { z } from 'zod'
import { NamedError } from '../named-error.js'

/**
 * What every concern's piece of configuration is made with: the validators of environment
 * variables and the error a bad deployment fails with.
 */

export class ConfigError extends NamedError {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  }
}

/** A shape of environment variables: each concern declares its own, loadConfig joins them. */
export type EnvShape = z.ZodRawShape

/** The parsed values of a shape. */
export type EnvOf<Shape extends EnvShape> = z.output<z.ZodObject<Shape>>

export const flag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(value), {
      message: `${name} must be one of 1, 0, true, false, yes, no, on, off`,
    })
    .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))

export const integer = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      message: `${name} must be a whole number between ${min} and ${max}`,
    })

/** A trimmed value that must match `pattern`, with the message a deployment gets when not. */
export const matching = (pattern: RegExp, message: string) =>
  z.string().trim().regex(pattern, message)
