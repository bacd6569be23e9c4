import { normalize } from 'viem/ens'
import { GatewayError } from '../../errors/GatewayError'

/**
 * A typed ENS name in its normalized form (ENSIP-15: case folded, emoji and confusables
 * checked), which is the form its namehash is taken of; a name that cannot be normalized is
 * no name anyone registered.
 * @example ensName('Vitalik.ETH') // 'vitalik.eth'
 */
export function ensName(typed: string): string {
  try {
    return normalize(typed.trim())
  } catch {
    throw new GatewayError('NOT_FOUND', { message: 'Name not registered' })
  }
}
