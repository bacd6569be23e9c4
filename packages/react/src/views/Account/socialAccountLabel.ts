import type { SocialProvider } from '@portico/common'
import { socialProviderName } from '../Connect/socialProviderName'

// Providers whose user name is a handle (written with @); the others give a person's name.
const HANDLES: ReadonlySet<SocialProvider> = new Set(['x', 'github', 'discord', 'farcaster'])

/**
 * Who a social login signed in as, after the provider's name: a handle with its @ (X, GitHub,
 * Discord, Farcaster), a person's name as it is (Google, Apple, Facebook: never
 * '@Ada Lovelace'), else the provider account's email.
 * @example socialAccountLabel('google', 'Ada Lovelace', null) // 'Google · Ada Lovelace'
 */
export function socialAccountLabel(
  provider: SocialProvider,
  userName: string | null | undefined,
  email: string | null | undefined,
): string {
  const name = userName?.trim()
  const who = name ? (HANDLES.has(provider) ? `@${name.replace(/^@/, '')}` : name) : email
  return `${socialProviderName(provider)}${who ? ` · ${who}` : ''}`
}
