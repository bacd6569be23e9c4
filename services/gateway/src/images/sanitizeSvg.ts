// Elements that run code, embed other documents or rewrite attributes at run time (an
// <animate> or <set> can turn an href into javascript:). Removed with everything inside them.
const DROPPED_ELEMENTS = [
  'script',
  'foreignObject',
  'iframe',
  'object',
  'embed',
  'audio',
  'video',
  'animate',
  'animateMotion',
  'animateTransform',
  'set',
  'handler',
  'listener',
]

// A reference inside the image itself (`#gradient`) or an embedded raster; nothing that loads.
const LOCAL_REFERENCE = /^\s*(#|data:image\/(png|jpeg|gif|webp);base64,)/i

function dropElement(svg: string, name: string): string {
  const paired = new RegExp(`<${name}\\b[\\s\\S]*?<\\/${name}\\s*>`, 'gi')
  const single = new RegExp(`<${name}\\b[^>]*>`, 'gi')
  return svg.replace(paired, '').replace(single, '')
}

function cleanUrls(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi, (whole, _quote, target: string) =>
      target.trim().startsWith('#') ? whole : 'none',
    )
}

/**
 * Makes third-party SVG logo text safe to serve as an image: drops the XML prolog, doctype
 * (entities), comments, scripts, embedded documents and animations, event attributes, links
 * (`<a>` keeps its drawing), and every reference that would load something (`href`, CSS
 * `url()`, `@import`) unless it points inside the image or is an embedded raster.
 * @example
 * sanitizeSvg('<svg onload="x()"><script>x()</script><path d="M0 0"/></svg>')
 * // '<svg><path d="M0 0"/></svg>'
 */
export function sanitizeSvg(svg: string): string {
  let out = svg
    .replace(/<\?xml[\s\S]*?\?>/gi, '')
    .replace(/<!DOCTYPE(\s[^[>]*)?(\[[\s\S]*?\])?\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
  for (const name of DROPPED_ELEMENTS) out = dropElement(out, name)
  out = out
    .replace(/<\/?a\b[^>]*>/gi, '')
    .replace(/\s(on[a-z]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s((?:xlink:)?href)\s*=\s*("[^"]*"|'[^']*')/gi, (whole, _name, value: string) =>
      LOCAL_REFERENCE.test(value.slice(1, -1)) ? whole : '',
    )
    .replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)/gi, (_w, open, css: string, close) => {
      return `${open}${cleanUrls(css)}${close}`
    })
    .replace(/\sstyle\s*=\s*("[^"]*"|'[^']*')/gi, (whole) => cleanUrls(whole))
    .replace(/=\s*(["'])\s*url\(([^)]*)\)\s*\1/gi, (whole, _q, target: string) =>
      target.replace(/['"]/g, '').trim().startsWith('#') ? whole : '="none"',
    )
  const start = out.search(/<svg\b/i)
  return (start < 0 ? out : out.slice(start)).trim()
}

/**
 * What in an SVG could run code or load something when it is shown or opened: an empty list
 * for a logo that is safe to serve. The check {@link sanitizeSvg}'s output always passes.
 * @example
 * unsafeSvgParts('<svg><script>x()</script></svg>') // ['<script']
 */
export function unsafeSvgParts(svg: string): string[] {
  const found: string[] = []
  for (const name of DROPPED_ELEMENTS) {
    if (new RegExp(`<${name}\\b`, 'i').test(svg)) found.push(`<${name}`)
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(svg)) found.push('<!DOCTYPE')
  if (/<a\b/i.test(svg)) found.push('<a')
  for (const m of svg.matchAll(/\s(on[a-z]+)\s*=/gi)) found.push(m[1] ?? 'on…')
  for (const m of svg.matchAll(/\s(?:xlink:)?href\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi)) {
    const value = (m[1] ?? '').replace(/^["']|["']$/g, '')
    if (!LOCAL_REFERENCE.test(value)) found.push(`href=${value.slice(0, 40)}`)
  }
  for (const m of svg.matchAll(/url\(\s*['"]?([^)'"]*)/gi)) {
    if (!(m[1] ?? '').trim().startsWith('#')) found.push(`url(${(m[1] ?? '').slice(0, 40)}`)
  }
  if (/@import/i.test(svg)) found.push('@import')
  if (/javascript:/i.test(svg)) found.push('javascript:')
  return found
}
