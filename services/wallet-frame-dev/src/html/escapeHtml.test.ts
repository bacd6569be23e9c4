import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escapeHtml'

describe('escapeHtml', () => {
  it('escapes the characters that end an element or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/a&#62;',
    )
  })

  it('leaves other text as it is', () => {
    expect(escapeHtml('Ada Lovelace · ada@example.com')).toBe('Ada Lovelace · ada@example.com')
  })
})
