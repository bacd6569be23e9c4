import { describe, expect, it } from 'vitest'
import { resolveParentOrigin } from './resolveParentOrigin'

const allowed = ['https://*.example.com', 'https://app.test']

describe('resolveParentOrigin', () => {
  it('answers the embedding origin when it is allowed', () => {
    expect(
      resolveParentOrigin({
        isTop: false,
        ancestorOrigins: ['https://shop.example.com'],
        referrer: '',
        allowed,
      }),
    ).toBe('https://shop.example.com')
    expect(
      resolveParentOrigin({
        isTop: false,
        ancestorOrigins: undefined,
        referrer: 'https://app.test/page?x=1',
        allowed,
      }),
    ).toBe('https://app.test')
  })

  it('refuses the top window, unknown, opaque and disallowed parents, and disallowed grandparents', () => {
    expect(
      resolveParentOrigin({
        isTop: true,
        ancestorOrigins: ['https://app.test'],
        referrer: '',
        allowed,
      }),
    ).toBeNull()
    expect(
      resolveParentOrigin({ isTop: false, ancestorOrigins: undefined, referrer: '', allowed }),
    ).toBeNull()
    expect(
      resolveParentOrigin({ isTop: false, ancestorOrigins: ['null'], referrer: '', allowed }),
    ).toBeNull()
    expect(
      resolveParentOrigin({
        isTop: false,
        ancestorOrigins: ['https://evil.test'],
        referrer: 'https://app.test/',
        allowed,
      }),
    ).toBeNull()
    expect(
      resolveParentOrigin({
        isTop: false,
        ancestorOrigins: ['http://app.test'],
        referrer: '',
        allowed,
      }),
    ).toBeNull()
    expect(
      resolveParentOrigin({
        isTop: false,
        ancestorOrigins: ['https://app.test', 'https://evil.test'],
        referrer: '',
        allowed,
      }),
    ).toBeNull()
  })
})
