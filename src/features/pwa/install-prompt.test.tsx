import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import {
  DISMISSED_AT_KEY,
  IOS_PROMPT_DELAY_MS,
  NATIVE_PROMPT_DELAY_MS,
  createInstallPrompt,
  installPrompt,
  type InstallEnvironment,
} from './install-prompt'
import InstallBanner from './InstallBanner'

function setUp(overrides: Partial<InstallEnvironment> = {}) {
  const target = new EventTarget()
  const prompt = createInstallPrompt(() => ({
    target,
    storage: localStorage,
    isStandalone: () => false,
    isIos: () => false,
    ...overrides,
  }))
  prompt.start()
  return { target, prompt }
}

/** What Chromium fires: an event whose prompt() shows the browser's dialog. */
function installEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true })
  const prompt = vi.fn(() => Promise.resolve())
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) })
  return { event, prompt }
}

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('install prompt timing', () => {
  test('shows the banner 10 s after the install event, not before', () => {
    const { target, prompt } = setUp()
    vi.advanceTimersByTime(60_000)
    expect(prompt.getState()).toEqual({ mode: 'none', isBannerVisible: false })
    const { event } = installEvent()
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(prompt.getState().mode).toBe('native')
    vi.advanceTimersByTime(NATIVE_PROMPT_DELAY_MS - 1)
    expect(prompt.getState().isBannerVisible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(prompt.getState().isBannerVisible).toBe(true)
    expect(NATIVE_PROMPT_DELAY_MS).toBe(10_000)
  })

  test('on iOS (no install event) shows the instructions 15 s after start', () => {
    const { prompt } = setUp({ isIos: () => true })
    expect(prompt.getState().mode).toBe('ios')
    vi.advanceTimersByTime(IOS_PROMPT_DELAY_MS - 1)
    expect(prompt.getState().isBannerVisible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(prompt.getState().isBannerVisible).toBe(true)
    expect(IOS_PROMPT_DELAY_MS).toBe(15_000)
  })

  test('never shows anything when the app runs standalone', () => {
    const { target, prompt } = setUp({ isStandalone: () => true, isIos: () => true })
    const { event } = installEvent()
    target.dispatchEvent(event)
    vi.advanceTimersByTime(120_000)
    expect(prompt.getState()).toEqual({ mode: 'none', isBannerVisible: false })
  })

  test('does not come back for days after "Ahora no"', () => {
    const first = setUp()
    first.target.dispatchEvent(installEvent().event)
    vi.advanceTimersByTime(NATIVE_PROMPT_DELAY_MS)
    first.prompt.dismiss()
    expect(first.prompt.getState().isBannerVisible).toBe(false)
    expect(localStorage.getItem(DISMISSED_AT_KEY)).not.toBeNull()

    vi.advanceTimersByTime(24 * 3_600_000)
    const nextVisit = setUp()
    nextVisit.target.dispatchEvent(installEvent().event)
    vi.advanceTimersByTime(NATIVE_PROMPT_DELAY_MS * 2)
    expect(nextVisit.prompt.getState().isBannerVisible).toBe(false)
    // The header's install button stays available.
    expect(nextVisit.prompt.getState().mode).toBe('native')

    vi.advanceTimersByTime(8 * 24 * 3_600_000)
    const weekLater = setUp()
    weekLater.target.dispatchEvent(installEvent().event)
    vi.advanceTimersByTime(NATIVE_PROMPT_DELAY_MS)
    expect(weekLater.prompt.getState().isBannerVisible).toBe(true)
  })

  test('requestInstall shows the browser prompt once; an installed app hides everything', async () => {
    const { target, prompt } = setUp()
    const { event, prompt: browserPrompt } = installEvent('dismissed')
    target.dispatchEvent(event)
    await prompt.requestInstall()
    expect(browserPrompt).toHaveBeenCalledTimes(1)
    expect(prompt.getState()).toEqual({ mode: 'none', isBannerVisible: false })
    expect(localStorage.getItem(DISMISSED_AT_KEY)).not.toBeNull()

    target.dispatchEvent(installEvent().event)
    expect(prompt.getState().mode).toBe('native')
    target.dispatchEvent(new Event('appinstalled'))
    vi.advanceTimersByTime(NATIVE_PROMPT_DELAY_MS)
    expect(prompt.getState()).toEqual({ mode: 'none', isBannerVisible: false })
  })

  test('on iOS the header button opens the instructions at once', async () => {
    const { prompt } = setUp({ isIos: () => true })
    await prompt.requestInstall()
    expect(prompt.getState().isBannerVisible).toBe(true)
  })
})

describe('InstallBanner', () => {
  test('offers Instalar and Ahora no once the app-wide prompt is due', () => {
    // The app-wide instance listens on window, as main.tsx starts it.
    installPrompt.start()
    const { event, prompt } = installEvent()
    act(() => {
      window.dispatchEvent(event)
      vi.advanceTimersByTime(NATIVE_PROMPT_DELAY_MS)
    })
    expect(installPrompt.getState().isBannerVisible).toBe(true)
    render(<InstallBanner />)
    expect(screen.getByRole('complementary', { name: 'Instala Huellitas' })).toBeInTheDocument()
    act(() => screen.getByRole('button', { name: 'Instalar' }).click())
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Instalar' })).not.toBeInTheDocument()
    act(() => screen.getByRole('button', { name: 'Ahora no' }).click())
    expect(installPrompt.getState().isBannerVisible).toBe(false)
  })
})
