import { describe, expect, it } from 'vitest'
import { describeDevice } from './describeDevice'

describe('describeDevice', () => {
  it('names the browser and the system in words', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'Chrome on macOS',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        'Safari on iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
        'Chrome on Linux',
      ],
    ]
    for (const [ua, words] of cases) expect(describeDevice(ua)).toBe(words)
  })

  it('never copies the header into the mail', () => {
    expect(describeDevice('<a href="https://evil.example">Click</a>')).toBe(
      'an unknown browser on an unknown system',
    )
    expect(describeDevice(undefined)).toBe('an unknown browser on an unknown system')
  })
})
