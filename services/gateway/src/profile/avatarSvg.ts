import { hashString } from '../images/hashString'

/**
 * A deterministic avatar for an address: a two-colour diagonal gradient whose hues come from
 * the address, drawn locally so no avatar service is ever called.
 * @example
 * const svg = avatarSvg('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
 */
export function avatarSvg(address: string): string {
  const hash = hashString(address.toLowerCase())
  const from = hash % 360
  const to = (from + 40 + ((hash >>> 9) % 120)) % 360
  const angle = (hash >>> 17) % 2 === 0 ? 'x2="1" y2="1"' : 'x1="1" x2="0" y2="1"'
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="g" ${angle}>`,
    `<stop offset="0" stop-color="hsl(${from} 80% 62%)"/>`,
    `<stop offset="1" stop-color="hsl(${to} 75% 45%)"/>`,
    '</linearGradient></defs>',
    '<rect width="96" height="96" fill="url(#g)"/>',
    '</svg>',
  ].join('')
}
