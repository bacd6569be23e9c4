import type { SocialProvider } from '@portico/common'

const NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/**
 * How a social login provider is named to visitors.
 * @example socialProviderName('github') // 'GitHub'
 */
export function socialProviderName(provider: SocialProvider): string {
  return NAMES[provider]
}
