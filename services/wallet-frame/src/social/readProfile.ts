import type { ProfileFields } from './socialProviderConfigSchema'

/**
 * The signed-in person as a provider reports them: its stable id for us, its email and whether
 * the provider vouches for it, and a display username.
 * @example const profile: SocialProfile = { subject: '583231', email: null, emailVerified: false, username: 'octocat' }
 */
export type SocialProfile = {
  subject: string
  email: string | null
  emailVerified: boolean
  username: string | null
}

const at = (source: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object') return undefined
    return (value as Record<string, unknown>)[key]
  }, source)

const text = (value: unknown, max: number): string | null => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : null
}

/**
 * Reads a profile out of ID token claims or a profile endpoint's JSON with the provider's field
 * paths. Ids may be numbers (GitHub) and become strings; `email_verified` may be the string
 * "true" (Apple). No id means no login.
 * @example readProfile({ data: { id: '1', username: 'ada' } }, { id: 'data.id', username: 'data.username' })
 */
export function readProfile(source: unknown, fields: ProfileFields): SocialProfile | undefined {
  const subject = text(at(source, fields.id), 255)
  if (!subject) return undefined
  const email = fields.email ? (text(at(source, fields.email), 254)?.toLowerCase() ?? null) : null
  const verified =
    typeof fields.emailVerified === 'boolean'
      ? fields.emailVerified
      : fields.emailVerified !== undefined &&
        [true, 'true'].includes(at(source, fields.emailVerified) as never)
  return {
    subject,
    email,
    emailVerified: email !== null && verified,
    username: fields.username ? text(at(source, fields.username), 256) : null,
  }
}
