import { z } from 'zod'
import { dbEnv, readDbConfig, type DbConfig } from './config/db.js'
import { ConfigError } from './config/env.js'
import { findProjectRoot, httpEnv, readHttpConfig, type HttpConfig } from './config/http.js'
import { limitsEnv, readLimitsConfig, type LimitsConfig } from './config/limits.js'
import { mailEnv, readMailConfig, type MailConfig } from './config/mail.js'
import { mapsEnv, readMapsConfig, type MapsConfig } from './config/maps.js'
import { marketEnv, readMarketConfig, type MarketConfig } from './config/market.js'
import { paymentsEnv, readPaymentsConfig, type PaymentsConfig } from './config/payments.js'
import { pushEnv, readPushConfig, type PushConfig } from './config/push.js'
import { readRulesConfig, rulesEnv, type RulesConfig } from './config/rules.js'
import { readSessionsConfig, sessionsEnv, type SessionsConfig } from './config/sessions.js'

export { ConfigError } from './config/env.js'
export { findProjectRoot, logLevels, type CspHosts, type LogLevel } from './config/http.js'
export {
  EMAIL_CHANGE_WINDOW_SECONDS,
  LOGIN_WINDOW_SECONDS,
  RESET_WINDOW_SECONDS,
  SIGNUP_WINDOW_SECONDS,
  SOCKET_JOIN_WINDOW_SECONDS,
  VISITOR_WINDOW_SECONDS,
} from './config/limits.js'
export type { MapConfig } from './config/maps.js'
export type { PaymentConfig } from './config/payments.js'

/**
 * The server's whole configuration, read once from the environment and validated, so a typo
 * in a deployment fails at start with a readable list instead of misbehaving later. Each
 * concern (server/config/*.ts) declares its variables and builds its part.
 */
export type AppConfig = HttpConfig &
  DbConfig &
  MarketConfig &
  SessionsConfig &
  LimitsConfig &
  RulesConfig &
  PushConfig &
  MailConfig &
  MapsConfig &
  PaymentsConfig

const envSchema = z.object({
  ...httpEnv,
  ...dbEnv,
  ...marketEnv,
  ...sessionsEnv,
  ...limitsEnv,
  ...rulesEnv,
  ...pushEnv,
  ...mailEnv,
  ...mapsEnv,
  ...paymentsEnv,
})

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): AppConfig {
  // An empty variable (`PORT=`) means "not set", as most shells and .env files intend.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value?.trim()),
  )
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.')
        const got = present[name]
        return `${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`
      }),
    )
  }
  const e = parsed.data
  const market = readMarketConfig(e)
  // The checks across variables, in this order: mail needs PUBLIC_URL, Stripe its secrets,
  // then the origins the security policy is made of.
  const mail = readMailConfig(e, e.PUBLIC_URL)
  const payments = readPaymentsConfig(e, market.currency)
  const db = readDbConfig(e, cwd)
  const maps = readMapsConfig(e, db.dataDir)
  return {
    ...readHttpConfig(e, maps.map, findProjectRoot(), cwd),
    ...db,
    ...market,
    ...readSessionsConfig(e, env.NODE_ENV),
    ...readLimitsConfig(e),
    ...readRulesConfig(e),
    ...readPushConfig(e),
    ...mail,
    ...maps,
    ...payments,
  }
}
