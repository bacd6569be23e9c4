import { describe, expect, it } from 'vitest'
import { isAuthority, isUri } from './uriRules'

describe('isAuthority', () => {
  it.each([
    'example.com',
    'example.com:3388',
    '127.0.0.1:5173',
    'user:pw@example.com',
    '[::1]:8080',
    '[2001:db8::192.0.2.33]',
    'localhost',
  ])('accepts %s', (value) => expect(isAuthority(value)).toBe(true))

  it.each(['', 'example.com/login', 'https://example.com', 'exa mple.com', '[::1::2]', '[1:2:3]'])(
    'rejects %j',
    (value) => expect(isAuthority(value)).toBe(false),
  )
})

describe('isUri', () => {
  it.each([
    'https://example.com/login?x=1#top',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66',
    'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    'mailto:a@example.com',
    'http://[::1]:8080/',
  ])('accepts %s', (value) => expect(isUri(value)).toBe(true))

  it.each(['example.com', '/login', 'https://exa mple.com', 'https://example.com/%zz', ''])(
    'rejects %j',
    (value) => expect(isUri(value)).toBe(false),
  )
})
