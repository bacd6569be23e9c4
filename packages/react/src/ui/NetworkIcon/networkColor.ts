import { hashString } from '../Avatar/hashString'

const BRAND_COLORS: Record<string, string> = {
  'eip155:1': '#627eea',
  'eip155:8453': '#0052ff',
  'eip155:10': '#e00420',
  'eip155:42161': '#213147',
  'eip155:137': '#7b3fe4',
  'eip155:56': '#f0b90b',
  'eip155:43114': '#cc3334',
}

/**
 * The tile colour of a network as `#rrggbb`: its brand colour when known, else one derived
 * from its id.
 * @example
 * networkColor('eip155:8453') // '#0052ff'
 */
export function networkColor(caipNetworkId: string): string {
  return BRAND_COLORS[caipNetworkId] ?? hslToHex(hashString(caipNetworkId) % 360, 0.55, 0.3)
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}
