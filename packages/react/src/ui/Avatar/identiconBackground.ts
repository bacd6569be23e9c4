import { hashString } from './hashString'

/**
 * A CSS background unique to an address: three soft colour blobs over a base colour, all
 * derived from the address (case-insensitive), drawn without any network request.
 * @example
 * element.style.background = identiconBackground('0xf39F…2266')
 */
export function identiconBackground(address: string): string {
  const seed = address.toLowerCase()
  const hash = hashString(seed)
  const hue = hash % 360
  const blobs = [0, 1, 2].map((i) => {
    const h = hashString(`${seed}:${i}`)
    const x = h % 100
    const y = (h >>> 8) % 100
    const shift = 30 + ((h >>> 16) % 90)
    return `radial-gradient(circle at ${x}% ${y}%, hsl(${(hue + shift * (i + 1)) % 360} 85% 62%) 0%, transparent 62%)`
  })
  return `${blobs.join(', ')}, hsl(${hue} 70% 48%)`
}
