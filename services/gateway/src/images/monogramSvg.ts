import { hashString } from './hashString'

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch)
}

/**
 * The letters a monogram shows: initials of the first two words (camel case splits words),
 * or the whole text when it is a short code such as a token symbol, with the lower-case prefix
 * that marks a test token kept.
 * @example
 * monogramLetters('MetaMask') // 'MM'
 * monogramLetters('USDC') // 'USDC'
 * monogramLetters('tUSDT') // 'tUSDT'
 */
export function monogramLetters(label: string): string {
  const trimmed = label.trim()
  if (/^[a-z]?[A-Z0-9$.]{1,4}$/.test(trimmed)) return trimmed
  const words = trimmed
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const first = words[0] ?? '?'
  if (words.length === 1) return `${first[0]?.toUpperCase() ?? '?'}${first[1]?.toLowerCase() ?? ''}`
  return `${first[0]}${words[1]?.[0] ?? ''}`.toUpperCase()
}

/**
 * A deterministic square SVG icon: the label's monogram in white on a colour derived from the
 * label. Made locally, so the gateway never downloads an image.
 * @example
 * const svg = monogramSvg('MetaMask')
 */
export function monogramSvg(label: string, size = 96): string {
  const hue = hashString(label) % 360
  const letters = monogramLetters(label)
  const fontSize = Math.round(size * (letters.length > 4 ? 0.24 : letters.length > 2 ? 0.3 : 0.42))
  const half = size / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="${size}" height="${size}" rx="${size / 4}" fill="hsl(${hue} 62% 42%)"/>` +
    `<text x="${half}" y="${half}" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${fontSize}" font-weight="600" fill="#fff">${escapeXml(letters)}</text>` +
    '</svg>'
  )
}
