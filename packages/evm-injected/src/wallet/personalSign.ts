import { BaseError } from '@portico/common'
import { utf8ToHex } from '@portico/core'
import type { Eip1193Provider } from '../discovery/announcedProvider'
import { toPorticoError } from '../errors/toPorticoError'

/**
 * Signs a text message with the wallet's `personal_sign` (the message as the hex of its UTF-8
 * bytes, then the account) and resolves the signature. Failures are Portico errors.
 * @example
 * const signature = await personalSign(provider, { message: 'hello', address })
 */
export async function personalSign(
  provider: Eip1193Provider,
  parameters: { message: string; address: string },
): Promise<`0x${string}`> {
  let signature: unknown
  try {
    signature = await provider.request({
      method: 'personal_sign',
      params: [utf8ToHex(parameters.message), parameters.address],
    })
  } catch (error) {
    throw toPorticoError(error)
  }
  if (typeof signature !== 'string' || !/^0x(?:[0-9a-fA-F]{2})+$/.test(signature)) {
    throw new BaseError('The wallet answered with something other than a signature')
  }
  return signature as `0x${string}`
}
