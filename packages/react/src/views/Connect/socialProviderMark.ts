import type { SocialProvider } from '@portico/common'

// Google and GitHub share an initial: each mark must tell its provider apart in the icon row.
const MARKS: Record<SocialProvider, string> = {
  google: 'G',
  github: 'GH',
  apple: 'A',
  facebook: 'F',
  x: 'X',
  discord: 'D',
  farcaster: 'FC',
}

/**
 * The letters on a social login provider's badge (the kit ships no provider logos).
 * @example socialProviderMark('github') // 'GH'
 */
export function socialProviderMark(provider: SocialProvider): string {
  return MARKS[provider]
}
