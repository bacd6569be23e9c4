// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { USER_AGENTS } from '../testing/USER_AGENTS'
import { isIosSafariOrTelegram } from './isIosSafariOrTelegram'
import { readBrowserTraits } from './readBrowserTraits'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('readBrowserTraits', () => {
  it("reads the user agent, touch points and Telegram's web view bridge of the page", () => {
    vi.stubGlobal('navigator', { userAgent: USER_AGENTS.telegramIosWebView, maxTouchPoints: 5 })
    expect(readBrowserTraits()).toEqual({
      userAgent: USER_AGENTS.telegramIosWebView,
      maxTouchPoints: 5,
      telegramWebView: false,
    })
    vi.stubGlobal('TelegramWebviewProxy', { postEvent: () => {} })
    expect(readBrowserTraits().telegramWebView).toBe(true)
    expect(isIosSafariOrTelegram(readBrowserTraits())).toBe(true)
  })

  it("does not take telegram-web-app.js outside Telegram (platform 'unknown') for Telegram", () => {
    vi.stubGlobal('Telegram', { WebApp: { platform: 'unknown' } })
    expect(readBrowserTraits().telegramWebView).toBe(false)
    vi.stubGlobal('Telegram', { WebApp: { platform: 'android' } })
    expect(readBrowserTraits().telegramWebView).toBe(true)
  })
})
