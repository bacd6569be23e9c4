import { isValidAccountName } from '@portico/common'
import { GatewayError } from '../errors/GatewayError'

/**
 * The full name (lower-case, the gateway's suffix added) of what a caller typed: a bare label
 * (`alice-1234`) or a name already in the zone (`alice-1234.portico.id`). The label must follow
 * isValidAccountName (spec §5: letters, digits, hyphens, at least 4; a DNS label's limits);
 * anything else is INVALID_PARAMS.
 * @example
 * toFullName('Alice-1234', '.portico.id') // { label: 'alice-1234', name: 'alice-1234.portico.id' }
 */
export function toFullName(input: string, suffix: string): { label: string; name: string } {
  const lower = input.trim().toLowerCase()
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  if (!isValidAccountName(label)) {
    throw new GatewayError('INVALID_PARAMS', {
      message: `Invalid name: use letters, digits and hyphens, at least 4 characters, in the ${suffix} zone`,
    })
  }
  return { label, name: `${label}${suffix}` }
}
