import { describe, expect, it } from 'vitest'
import { frameAncestors } from './frameAncestors'

describe('frameAncestors', () => {
  it('keeps only origin patterns a CSP source list can hold', () => {
    expect(
      frameAncestors(
        [
          'https://Shop.Example.com/',
          'https://a.com; frame-ancestors *',
          '*',
          'https://a.com/path',
          "'self'",
          'https://*.ok.io:*',
        ],
        { allowLoopback: false },
      ).slice(-2),
    ).toEqual(['https://shop.example.com', 'https://*.ok.io:*'])
  })

  it('keeps a loopback origin the project lists without the development setting', () => {
    const list = frameAncestors(['http://127.0.0.1:5173'], { allowLoopback: false })
    expect(list).toContain('http://127.0.0.1:5173')
    expect(list).not.toContain('http://localhost:*')
  })
})
