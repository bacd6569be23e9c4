import { describe, expect, it } from 'vitest'
import { sanitizeSvg, unsafeSvgParts } from './sanitizeSvg'

const HOSTILE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
<!-- Generator: a design tool -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script type="text/javascript"><![CDATA[ alert(2) ]]></script>
  <style>@import url(https://evil.example/x.css); .a { fill: url(#g); background: url('https://evil.example/t.png') }</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <a href="javascript:alert(3)"><path class="a" d="M0 0h10v10z" onclick="alert(4)" fill="url(#g)"/></a>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
  <image href="https://evil.example/tracker.png" width="1" height="1"/>
  <image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <use xlink:href="#g"/>
  <rect width="1" height="1" style="fill: url(http://evil.example/f)"><set attributeName="href" to="javascript:alert(5)"/></rect>
  <animate attributeName="href" values="javascript:alert(6)"/>
</svg>`

describe('sanitizeSvg', () => {
  it('drops scripts, event attributes, embedded documents, animations and links', () => {
    const clean = sanitizeSvg(HOSTILE)
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    for (const part of ['<script', 'alert(', 'onload', 'onclick', '<foreignObject', '<a ']) {
      expect(clean, part).not.toContain(part)
    }
    expect(clean).not.toMatch(/<set\b|<animate\b|<!DOCTYPE|<!ENTITY|<\?xml|<!--/)
  })

  it('drops every reference that would load something, keeping those inside the image', () => {
    const clean = sanitizeSvg(HOSTILE)
    expect(clean).not.toContain('evil.example')
    expect(clean).not.toContain('@import')
    expect(clean).toContain('fill="url(#g)"')
    expect(clean).toContain('fill: url(#g)')
    expect(clean).toContain('xlink:href="#g"')
    expect(clean).toContain('xlink:href="data:image/png;base64,iVBORw0KGgo="')
    // The drawing itself stays.
    expect(clean).toContain('<path class="a" d="M0 0h10v10z"')
  })

  it('leaves a plain logo as it was', () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#123456"/></svg>'
    expect(sanitizeSvg(logo)).toBe(logo)
    expect(unsafeSvgParts(logo)).toEqual([])
  })
})

describe('unsafeSvgParts', () => {
  it('names what could run or load, and finds nothing in sanitized output', () => {
    const parts = unsafeSvgParts(HOSTILE)
    expect(parts).toEqual(
      expect.arrayContaining([
        '<script',
        '<foreignObject',
        '<set',
        '<animate',
        '<!DOCTYPE',
        '<a',
        'onload',
        'onclick',
        '@import',
        'javascript:',
      ]),
    )
    expect(parts.some((p) => p.startsWith('href=https://evil.example'))).toBe(true)
    expect(parts.some((p) => p.startsWith('url(http://evil.example'))).toBe(true)
    expect(unsafeSvgParts(sanitizeSvg(HOSTILE))).toEqual([])
  })
})
