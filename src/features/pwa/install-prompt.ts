import { isIos, isStandalone } from './platform'

/**
 * The install prompt (spec §2 and §9). Chromium fires `beforeinstallprompt` once the app is
 * installable: we keep the event (preventDefault stops the browser's own mini-infobar) and show
 * our banner 10 s later. iOS Safari has no such event, so there the banner explains the Share
 * sheet, 15 s after start. Never when the app already runs installed, and not again for a few
 * days after the user said 'Ahora no'.
 *
 * This module is imported by main.tsx so the event is caught even if it fires before React
 * renders; keep it tiny, it is part of the landing page's JavaScript.
 */
export const NATIVE_PROMPT_DELAY_MS = 10_000
export const IOS_PROMPT_DELAY_MS = 15_000
export const DISMISS_DAYS = 7
export const DISMISSED_AT_KEY = 'huellitas:install-dismissed-at'

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

/** 'native': the browser's prompt is ready; 'ios': show Share-sheet instructions; else nothing. */
export type InstallMode = 'none' | 'native' | 'ios'

export interface InstallState {
  mode: InstallMode
  isBannerVisible: boolean
}

export interface InstallEnvironment {
  target: EventTarget
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined
  isStandalone: () => boolean
  isIos: () => boolean
}

export function createInstallPrompt(getEnvironment: () => InstallEnvironment) {
  let state: InstallState = { mode: 'none', isBannerVisible: false }
  let deferred: BeforeInstallPromptEvent | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let env: InstallEnvironment | null = null
  const listeners = new Set<() => void>()

  function set(next: Partial<InstallState>): void {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }

  function wasDismissedRecently(): boolean {
    const raw = env?.storage?.getItem(DISMISSED_AT_KEY)
    const at = raw ? Number(raw) : NaN
    return Number.isFinite(at) && Date.now() - at < DISMISS_DAYS * 24 * 60 * 60 * 1000
  }

  function scheduleBanner(delay: number): void {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (!env || env.isStandalone() || wasDismissedRecently() || state.mode === 'none') return
      set({ isBannerVisible: true })
    }, delay)
  }

  function rememberDismissal(): void {
    try {
      env?.storage?.setItem(DISMISSED_AT_KEY, String(Date.now()))
    } catch {
      // Storage blocked: the banner may come back next visit, which is harmless.
    }
  }

  return {
    getState: (): InstallState => state,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Start listening; call once, as early as possible. */
    start(): void {
      if (env) return
      env = getEnvironment()
      if (env.isStandalone()) return
      env.target.addEventListener('beforeinstallprompt', (event) => {
        event.preventDefault()
        deferred = event as BeforeInstallPromptEvent
        set({ mode: 'native' })
        scheduleBanner(NATIVE_PROMPT_DELAY_MS)
      })
      env.target.addEventListener('appinstalled', () => {
        deferred = null
        clearTimeout(timer)
        set({ mode: 'none', isBannerVisible: false })
      })
      if (env.isIos()) {
        set({ mode: 'ios' })
        scheduleBanner(IOS_PROMPT_DELAY_MS)
      }
    },
    /** The header's install button: the browser's prompt at once, or the iOS instructions. */
    async requestInstall(): Promise<void> {
      if (!deferred) {
        if (state.mode === 'ios') set({ isBannerVisible: true })
        return
      }
      const event = deferred
      // The event can prompt only once; the browser fires a new one if it is still installable.
      deferred = null
      set({ mode: 'none', isBannerVisible: false })
      await event.prompt()
      const { outcome } = await event.userChoice
      if (outcome === 'dismissed') rememberDismissal()
    },
    /** 'Ahora no' or the close button. */
    dismiss(): void {
      clearTimeout(timer)
      rememberDismissal()
      set({ isBannerVisible: false })
    },
  }
}

export type InstallPrompt = ReturnType<typeof createInstallPrompt>

export const installPrompt = createInstallPrompt(() => ({
  target: window,
  storage: globalThis.localStorage,
  isStandalone,
  isIos,
}))
