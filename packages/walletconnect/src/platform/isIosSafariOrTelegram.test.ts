import { describe, expect, it } from 'vitest'
import { USER_AGENTS } from '../testing/USER_AGENTS'
import { isIosSafariOrTelegram } from './isIosSafariOrTelegram'

describe('isIosSafariOrTelegram', () => {
  it("is true for iOS Safari (an iPad's desktop-class pages too) and Telegram's in-app browsers", () => {
    expect(isIosSafariOrTelegram({ userAgent: USER_AGENTS.iPhoneSafari, maxTouchPoints: 5 })).toBe(
      true,
    )
    expect(
      isIosSafariOrTelegram({ userAgent: USER_AGENTS.iPadDesktopSafari, maxTouchPoints: 5 }),
    ).toBe(true)
    // Other iOS browsers run Safari's engine under the same rules.
    expect(isIosSafariOrTelegram({ userAgent: USER_AGENTS.iPhoneChrome, maxTouchPoints: 5 })).toBe(
      true,
    )
    expect(isIosSafariOrTelegram({ userAgent: USER_AGENTS.telegramAndroid })).toBe(true)
    expect(
      isIosSafariOrTelegram({ userAgent: USER_AGENTS.telegramIosWebView, telegramWebView: true }),
    ).toBe(true)
  })

  it('is false elsewhere: desktop browsers, macOS Safari, Android Chrome, other in-app web views', () => {
    expect(isIosSafariOrTelegram({ userAgent: USER_AGENTS.desktopChrome })).toBe(false)
    expect(
      isIosSafariOrTelegram({ userAgent: USER_AGENTS.iPadDesktopSafari, maxTouchPoints: 0 }),
    ).toBe(false)
    expect(isIosSafariOrTelegram({ userAgent: USER_AGENTS.androidChrome, maxTouchPoints: 5 })).toBe(
      false,
    )
    expect(isIosSafariOrTelegram({ userAgent: USER_AGENTS.telegramIosWebView })).toBe(false)
    expect(isIosSafariOrTelegram({ userAgent: '' })).toBe(false)
  })
})
