import { getAddress, type Hex, isAddress, verifyMessage } from 'viem'
import { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'
import { keySetupMessage } from '../shared/keySetupMessage'

/** An 0x address, any case. @example addressSchema.parse('0xabc…') */
export const addressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Invalid address')

/** A 65-byte signature, hex. @example signatureSchema.parse('0x…') */
export const signatureSchema = z.string().regex(/^0x[0-9a-fA-F]{130}$/)

/**
 * Checks that `signature` is the key of `address` signing {@link keySetupMessage} for this
 * session — the frame's proof that the shares it uploads rebuild that address's key — and, when
 * the account already has an address, that it is this one. Answers the checksummed address.
 * @example const address = await verifyKeySignature({ address, signature }, sessionId, user.address)
 */
export async function verifyKeySignature(
  body: { address: string; signature: string },
  sessionId: string,
  accountAddress: string | null,
): Promise<`0x${string}`> {
  const address = getAddress(body.address)
  const valid = await verifyMessage({
    address,
    message: keySetupMessage(sessionId),
    signature: body.signature as Hex,
  })
  if (!valid)
    throw new WalletFrameError('INVALID_PARAMS', { message: 'The key does not match its address' })
  if (accountAddress && accountAddress !== address) {
    throw new WalletFrameError('CONFLICT', { message: 'The key does not open this account' })
  }
  return address
}
