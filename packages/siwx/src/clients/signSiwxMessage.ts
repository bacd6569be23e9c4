import { SignatureDeclinedError } from '@portico/common'
import type { SiwxMessage, SiwxSession } from '@portico/core'
import type { SignText } from './SiwxClient'

function isUserRejection(error: unknown): boolean {
  for (let e = error; e !== null && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === 4001) return true
    if ((e as { name?: unknown }).name === 'UserRejectedRequestError') return true
  }
  return false
}

/**
 * Have the wallet sign a created message and return the session to add; a wallet refusal
 * (EIP-1193 code 4001) becomes SignatureDeclinedError ('Signature declined', spec §8).
 * @example
 * const session = await signSiwxMessage(message, (text) => account.signMessage({ message: text }))
 */
export async function signSiwxMessage(message: SiwxMessage, sign: SignText): Promise<SiwxSession> {
  try {
    const signature = await sign(message.message)
    return { data: message.data, message: message.message, signature }
  } catch (error) {
    if (isUserRejection(error)) throw new SignatureDeclinedError({ cause: error })
    throw error
  }
}
