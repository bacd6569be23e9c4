import { hashString } from '../Avatar/hashString'

const BRAND_COLORS: Record<string, string> = {
  'eip155:1': '#627eea',
  'eip155:8453': '#0052ff',
  'eip155:10': '#ff0420',
  'eip155:42161': '#213147',
  'eip155:137': '#7b3fe4',
  'eip155:56': '#d49b00',
  'eip155:43114': '#e84142',
}

/**
 * The tile colour of a network: its brand colour when known, else a hue from its id.
 * @example
 * networkColor('eip155:8453') // '#0052ff'
 */
export function networkColor(caipNetworkId: string): string {
  return BRAND_COLORS[caipNetworkId] ?? `hsl(${hashString(caipNetworkId) % 360} 52% 40%)`
}
