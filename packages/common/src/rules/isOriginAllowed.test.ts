import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_ALLOWED_ANCESTORS } from '../constants/embeddedWallet'
import { isLoopbackOrigin } from './isLoopbackOrigin'
import { isOriginAllowed } from './isOriginAllowed'
import { isPageOriginAllowed } from './isPageOriginAllowed'
import { matchWildcard } from './matchWildcard'

describe('matchWildcard', () => {
  it.each([
    ['*', '', true],
    ['*', 'anything', true],
    ['a*c', 'abbbc', true],
    ['a*c', 'ac', true],
    ['a*c', 'ab', false],
    ['*.example.com', 'a.b.example.com', true],
    ['*.example.com', 'example.com', false],
    ['a.c', 'abc', false], // '.' is literal
    ['a+', 'aa', false], // '+' is literal
    ['(a|b)', 'a', false],
    ['a*b*c', 'axxbyyc', true],
  ])('%s ~ %s = %s', (pattern, text, expected) => {
    expect(matchWildcard(pattern, text)).toBe(expected)
  })

  it('treats a wildcard-free pattern as plain equality, whatever the characters', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('*')),
        fc.string(),
        (p, t) => {
          expect(matchWildcard(p, t)).toBe(p === t)
          expect(matchWildcard(p, p)).toBe(true)
        },
      ),
    )
  })

  it('matches a prefix*suffix pattern exactly when the text has that prefix and suffix', () => {
    const part = fc.string().filter((s) => !s.includes('*'))
    fc.assert(
      fc.property(part, part, fc.string(), (pre, suf, text) => {
        const expected =
          text.length >= pre.length + suf.length && text.startsWith(pre) && text.endsWith(suf)
        expect(matchWildcard(`${pre}*${suf}`, text)).toBe(expected)
      }),
    )
  })
})

describe('isOriginAllowed', () => {
  const list = [
    'https://app.example.com',
    'https://*.staging.example.com',
    '*.vercel.app',
    'http://localhost:*',
  ]

  it.each([
    ['https://app.example.com', true],
    ['https://APP.example.com', true],
    ['https://app.example.com:443', true],
    ['http://app.example.com', false], // scheme differs
    ['https://app.example.com:8443', false], // port differs
    ['https://evil.com', false],
    ['https://app.example.com.evil.com', false],
    ['https://a.staging.example.com', true],
    ['https://a.b.staging.example.com', true],
    ['https://staging.example.com', false],
    ['https://pr-1.vercel.app', true],
    ['http://pr-1.vercel.app', true], // no scheme in the pattern
    ['https://pr-1.vercel.app:444', false],
    ['https://vercel.app', false],
    ['https://evilvercel.app', false],
    ['http://localhost:5173', true],
    ['http://localhost', true],
    ['https://localhost:5173', false],
    ['null', false],
    ['', false],
  ])('%s -> %s', (origin, expected) => {
    expect(isOriginAllowed(origin, list)).toBe(expected)
  })

  it('does not treat pattern characters as regex syntax', () => {
    expect(isOriginAllowed('https://appXexample.com', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://aaa.com', ['https://a+.com'])).toBe(false)
    expect(isOriginAllowed('https://a.com', ['https://(a|b).com'])).toBe(false)
    expect(isOriginAllowed('https://a.com', ['https://[a-z].com'])).toBe(false)
  })

  it('supports explicit ports, trailing slashes, a lone * and IPv6', () => {
    expect(isOriginAllowed('https://example.com:8443', ['https://example.com:8443'])).toBe(true)
    expect(isOriginAllowed('https://example.com', ['https://example.com:443'])).toBe(true)
    expect(isOriginAllowed('https://example.com', ['https://example.com/'])).toBe(true)
    expect(isOriginAllowed('https://whatever.org:1234', ['*'])).toBe(true)
    expect(isOriginAllowed('http://[::1]:3000', ['http://[::1]:*'])).toBe(true)
    expect(isOriginAllowed('https://example.com', [])).toBe(false)
  })

  it('lets the default embedding ancestors embed from local dev and preview hosts', () => {
    expect(isOriginAllowed('http://localhost:5173', EMBEDDED_ALLOWED_ANCESTORS)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5174', EMBEDDED_ALLOWED_ANCESTORS)).toBe(true)
    expect(isOriginAllowed('https://my-app.pages.dev', EMBEDDED_ALLOWED_ANCESTORS)).toBe(true)
    expect(isOriginAllowed('https://abc.ngrok-free.app', EMBEDDED_ALLOWED_ANCESTORS)).toBe(true)
    expect(isOriginAllowed('https://example.com', EMBEDDED_ALLOWED_ANCESTORS)).toBe(false)
    expect(isOriginAllowed('http://my-app.pages.dev', EMBEDDED_ALLOWED_ANCESTORS)).toBe(false)
  })

  it('always allows an origin listed exactly, and never throws', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/)
    const origin = fc
      .tuple(
        fc.constantFrom('http', 'https'),
        fc.array(label, { maxLength: 3 }),
        fc.stringMatching(/^[a-z]{2,6}$/), // a numeric last label would read as IPv4
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
      )
      .map(
        ([scheme, labels, tld, port]) =>
          new URL(`${scheme}://${[...labels, tld].join('.')}${port ? `:${port}` : ''}`).origin,
      )
    fc.assert(
      fc.property(origin, (o) => {
        expect(isOriginAllowed(o, [o])).toBe(true)
        expect(isOriginAllowed(o.toUpperCase(), [o])).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (origin, patterns) => {
        expect(typeof isOriginAllowed(origin, patterns)).toBe('boolean')
      }),
    )
  })
})

describe('isPageOriginAllowed', () => {
  it('allows everything for an empty list', () => {
    expect(isPageOriginAllowed('https://anything.com', [])).toBe(true)
  })

  it('allows localhost and 127.0.0.1 pages unless told not to', () => {
    expect(isPageOriginAllowed('http://localhost:5173', ['https://example.com'])).toBe(true)
    expect(isPageOriginAllowed('http://127.0.0.1:5173', ['https://example.com'])).toBe(true)
    const strict = { allowLoopback: false }
    expect(isPageOriginAllowed('http://localhost:5173', ['https://example.com'], strict)).toBe(
      false,
    )
    expect(isPageOriginAllowed('http://127.0.0.1:4444', ['https://example.com'], strict)).toBe(
      false,
    )
    expect(isPageOriginAllowed('http://localhost:5173', ['http://localhost:*'], strict)).toBe(true)
    expect(isPageOriginAllowed('http://localhost:5173', [], strict)).toBe(true)
  })

  it('counts only the loopback hosts as loopback', () => {
    expect(isLoopbackOrigin('https://localhost')).toBe(true)
    expect(isLoopbackOrigin('http://127.0.0.1:8787')).toBe(true)
    expect(isLoopbackOrigin('http://localhost.example.com')).toBe(false)
    expect(isLoopbackOrigin('http://127.0.0.2')).toBe(false)
    expect(isLoopbackOrigin('not an origin')).toBe(false)
  })

  it('otherwise requires a match', () => {
    expect(isPageOriginAllowed('https://shop.example.com', ['https://*.example.com'])).toBe(true)
    expect(isPageOriginAllowed('https://evil.com', ['https://*.example.com'])).toBe(false)
  })
})
