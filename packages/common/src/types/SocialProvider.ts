/**
 * A social login of the embedded wallet (spec §1).
 * @example
 * const p: SocialProvider = 'github'
 */
export type SocialProvider =
  | 'google'
  | 'github'
  | 'apple'
  | 'facebook'
  | 'x'
  | 'discord'
  | 'farcaster'
