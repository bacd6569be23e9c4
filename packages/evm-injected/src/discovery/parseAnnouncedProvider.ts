import type { AnnouncedProvider } from './announcedProvider'
import { isEip1193Provider } from './isEip1193Provider'

/**
 * What {@link parseAnnouncedProvider} found: the wallet, or the sentence saying what is wrong.
 * @example
 * const parsed: ParsedAnnouncement = { success: false, message: 'Expected a data:image URI' }
 */
export type ParsedAnnouncement =
  | { success: true; data: AnnouncedProvider }
  | { success: false; message: string }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The name a validation sentence gives a value's type, worded as zod words it. */
function typeName(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : String(value)
  if (typeof value !== 'object') return typeof value
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const maker = Object.getPrototypeOf(value) !== Object.prototype && value.constructor
  return maker ? maker.name : 'object'
}

const expected = (type: string, value: unknown) =>
  `Invalid input: expected ${type}, received ${typeName(value)}`

function nonEmptyStringIssue(value: unknown): string | undefined {
  if (typeof value !== 'string') return expected('string', value)
  if (value.length < 1) return 'Too small: expected string to have >=1 characters'
  return undefined
}

function dataImageUriIssue(value: unknown): string | undefined {
  if (typeof value !== 'string') return expected('string', value)
  if (!/^data:image\//.test(value)) return 'Expected a data:image URI'
  return undefined
}

/**
 * Checks the `detail` of an `eip6963:announceProvider` event as `announcedProviderSchema` does
 * (non-empty `uuid`, `name`, `rdns`, a data:image `icon`, a provider with `request`) and says
 * what is wrong in the words of its first issue, without zod: wallets announce themselves as
 * the page loads, which carries no schema library.
 * @example
 * const parsed = parseAnnouncedProvider(event.detail)
 * if (parsed.success) console.log(parsed.data.info.rdns)
 * else console.warn(parsed.message)
 */
export function parseAnnouncedProvider(detail: unknown): ParsedAnnouncement {
  if (!isObject(detail)) return failure(expected('object', detail))
  const { info, provider } = detail
  if (!isObject(info)) return failure(expected('object', info))
  const issue =
    nonEmptyStringIssue(info.uuid) ??
    nonEmptyStringIssue(info.name) ??
    dataImageUriIssue(info.icon) ??
    nonEmptyStringIssue(info.rdns)
  if (issue !== undefined) return failure(issue)
  if (!isEip1193Provider(provider)) return failure('Expected an EIP-1193 provider')
  // Like the schema, keep only the fields EIP-6963 defines.
  const { uuid, name, icon, rdns } = info
  return {
    success: true,
    data: {
      info: { uuid: String(uuid), name: String(name), icon: String(icon), rdns: String(rdns) },
      provider,
    },
  }
}

function failure(message: string): ParsedAnnouncement {
  return { success: false, message }
}
