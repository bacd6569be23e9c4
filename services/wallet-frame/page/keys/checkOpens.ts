import { bytesToHex, getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FrameRequestError } from '../FrameRequestError'

/**
 * Refuses a rebuilt key that is not the account's: shares of another account, or a tampered answer.
 * @example checkOpens(secret, user.address)
 */
export function checkOpens(secret: Uint8Array, expected: string): void {
  if (privateKeyToAccount(bytesToHex(secret)).address !== getAddress(expected)) {
    throw new FrameRequestError('The recovered key does not open this account')
  }
}
