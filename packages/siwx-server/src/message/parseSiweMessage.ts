import { InvalidSiwxMessageError } from '../errors/InvalidSiwxMessageError'
import { parseSiwxMessage } from './parseSiwxMessage'
import type { ParsedSiwxMessage } from './SiwxMessageFields'

/**
 * Read an EIP-4361 (Sign-In with Ethereum) message back into its fields; anything that is not a
 * well-formed Ethereum sign-in message throws {@link InvalidSiwxMessageError}.
 * @example
 * const { accountAddress, chainId, nonce } = parseSiweMessage(text)
 * chainId // 'eip155:1'
 */
export function parseSiweMessage(text: string): ParsedSiwxMessage {
  const fields = parseSiwxMessage(text)
  if (!fields.chainId.startsWith('eip155:')) {
    throw new InvalidSiwxMessageError({
      details: `line 1: not a Sign-In with Ethereum message (${fields.chainId})`,
    })
  }
  return fields
}
