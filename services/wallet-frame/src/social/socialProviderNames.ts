/**
 * The social logins of spec §5, in the default order of spec §1 (farcaster has its own flow).
 * @example socialProviderNames.includes('github') // true
 */
export const socialProviderNames = [
  'google',
  'x',
  'discord',
  'github',
  'apple',
  'facebook',
] as const

/** One social login provider. @example const provider: SocialProviderName = 'google' */
export type SocialProviderName = (typeof socialProviderNames)[number]
