import type { SocialProvider } from '@portico/common'

/** Icon buttons that fit in the row under the wide button on the narrowest modal. */
const ROW_SLOTS = 4

/**
 * How the Connect view lays out the social logins: the first provider as one wide button, the
 * next ones as a row of icons, and when they do not all fit, the last slot becomes 'more'
 * (the ConnectSocials view lists them all).
 * @example
 * splitSocials(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
 * // { wide: 'google', row: ['x', 'discord', 'farcaster'], more: true }
 */
export function splitSocials(providers: readonly SocialProvider[]): {
  wide: SocialProvider | undefined
  row: SocialProvider[]
  more: boolean
} {
  const [wide, ...rest] = providers
  if (rest.length <= ROW_SLOTS) return { wide, row: rest, more: false }
  return { wide, row: rest.slice(0, ROW_SLOTS - 1), more: true }
}
