import { foundReportRules } from '../contract/found-reports.messages.js'
import { lostPetChatRules } from '../contract/lost-pet-chat.contract.js'
import { integer, type EnvOf } from './env.js'

/** Failed logins and attempts are counted over this window (see LOGIN_MAX_* variables). */
export const LOGIN_WINDOW_SECONDS = 15 * 60
/** Sign-ups (SIGNUP_MAX_*) are counted per hour. */
export const SIGNUP_WINDOW_SECONDS = 60 * 60
/** Socket handshakes and room joins (SOCKET_JOINS_MAX_*) are counted per minute. */
export const SOCKET_JOIN_WINDOW_SECONDS = 60

/** Visitors' sightings and messages on public alert pages are counted over this window. */
export const VISITOR_WINDOW_SECONDS = 60 * 60

/** Password-reset requests are counted over this window (see RESET_MAX_* variables). */
export const RESET_WINDOW_SECONDS = 60 * 60

/** 'Cambiar correo' requests are counted over this window (see EMAIL_CHANGE_MAX_* variables). */
export const EMAIL_CHANGE_WINDOW_SECONDS = 60 * 60

/** Abuse limits: how much one address, account or user may ask for within a window. */
export interface LimitsConfig {
  loginMaxFailsPerEmail: number
  loginMaxAttemptsPerIp: number
  /** Sign-ups per IP and attempts per e-mail within SIGNUP_WINDOW_SECONDS. */
  signupMaxPerIp: number
  signupMaxPerEmail: number
  /** Socket handshakes and join-match events per IP and per user within SOCKET_JOIN_WINDOW_SECONDS. */
  socketJoinsMaxPerIp: number
  socketJoinsMaxPerUser: number
  /** In-app notifications one user may receive in any 24 hours; more are dropped. */
  notificationsDailyMax: number
  /** New conversations about lost pets one user may start per UTC day (abuse limit). */
  lostPetChatsPerDay: number
  /** Found-pet reports one user, and one address, may send per day (abuse limit). */
  foundReportsMaxPerUser: number
  foundReportsMaxPerIp: number
  resetMaxPerEmail: number
  resetMaxPerIp: number
  /** 'Cambiar correo' requests (each mails a link) per hour, per account and per address. */
  emailChangeMaxPerUser: number
  emailChangeMaxPerIp: number
  /** Sightings and messages a visitor of a public alert page may send per hour, per address. */
  visitorNoticesMaxPerIp: number
  /** New static map pictures drawn per ten minutes, per address (kept ones are free). */
  staticMapDrawsPerIp: number
}

export const limitsEnv = {
  LOGIN_MAX_FAILS_PER_EMAIL: integer('LOGIN_MAX_FAILS_PER_EMAIL', 1, 100_000).default(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: integer('LOGIN_MAX_ATTEMPTS_PER_IP', 1, 1_000_000).default(30),
  SIGNUP_MAX_PER_IP: integer('SIGNUP_MAX_PER_IP', 1, 1_000_000).default(20),
  SIGNUP_MAX_PER_EMAIL: integer('SIGNUP_MAX_PER_EMAIL', 1, 1_000_000).default(5),
  SOCKET_JOINS_MAX_PER_IP: integer('SOCKET_JOINS_MAX_PER_IP', 1, 10_000_000).default(300),
  SOCKET_JOINS_MAX_PER_USER: integer('SOCKET_JOINS_MAX_PER_USER', 1, 10_000_000).default(60),
  NOTIFICATIONS_DAILY_MAX: integer('NOTIFICATIONS_DAILY_MAX', 1, 10_000).default(20),
  LOST_PET_CHATS_PER_DAY: integer('LOST_PET_CHATS_PER_DAY', 1, 10_000).default(
    lostPetChatRules.perDayDefault,
  ),
  FOUND_REPORTS_MAX_PER_USER: integer('FOUND_REPORTS_MAX_PER_USER', 1, 10_000).default(
    foundReportRules.perUserPerDayDefault,
  ),
  FOUND_REPORTS_MAX_PER_IP: integer('FOUND_REPORTS_MAX_PER_IP', 1, 100_000).default(
    foundReportRules.perIpPerDayDefault,
  ),
  RESET_MAX_PER_EMAIL: integer('RESET_MAX_PER_EMAIL', 1, 100_000).default(3),
  RESET_MAX_PER_IP: integer('RESET_MAX_PER_IP', 1, 1_000_000).default(20),
  EMAIL_CHANGE_MAX_PER_USER: integer('EMAIL_CHANGE_MAX_PER_USER', 1, 100_000).default(5),
  EMAIL_CHANGE_MAX_PER_IP: integer('EMAIL_CHANGE_MAX_PER_IP', 1, 1_000_000).default(20),
  VISITOR_NOTICES_MAX_PER_IP: integer('VISITOR_NOTICES_MAX_PER_IP', 1, 1_000_000).default(10),
  STATIC_MAP_DRAWS_PER_IP: integer('STATIC_MAP_DRAWS_PER_IP', 1, 1_000_000).default(300),
}

export function readLimitsConfig(e: EnvOf<typeof limitsEnv>): LimitsConfig {
  return {
    loginMaxFailsPerEmail: e.LOGIN_MAX_FAILS_PER_EMAIL,
    loginMaxAttemptsPerIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
    signupMaxPerIp: e.SIGNUP_MAX_PER_IP,
    signupMaxPerEmail: e.SIGNUP_MAX_PER_EMAIL,
    socketJoinsMaxPerIp: e.SOCKET_JOINS_MAX_PER_IP,
    socketJoinsMaxPerUser: e.SOCKET_JOINS_MAX_PER_USER,
    notificationsDailyMax: e.NOTIFICATIONS_DAILY_MAX,
    lostPetChatsPerDay: e.LOST_PET_CHATS_PER_DAY,
    foundReportsMaxPerUser: e.FOUND_REPORTS_MAX_PER_USER,
    foundReportsMaxPerIp: e.FOUND_REPORTS_MAX_PER_IP,
    resetMaxPerEmail: e.RESET_MAX_PER_EMAIL,
    resetMaxPerIp: e.RESET_MAX_PER_IP,
    emailChangeMaxPerUser: e.EMAIL_CHANGE_MAX_PER_USER,
    emailChangeMaxPerIp: e.EMAIL_CHANGE_MAX_PER_IP,
    visitorNoticesMaxPerIp: e.VISITOR_NOTICES_MAX_PER_IP,
    staticMapDrawsPerIp: e.STATIC_MAP_DRAWS_PER_IP,
  }
}
