import {
  areValidBatchedCalls,
  BaseError,
  CallStatusNotApprovedError,
  InvalidAddressError,
} from '@portico/common'

/**
 * Spec §5 for the EIP-5792 calls, whichever wallet answers them: `wallet_getCapabilities` needs
 * the address parameter (InvalidAddressError), and every call of `wallet_sendCalls` needs a `to`
 * starting with 0x and, when present, 0x-prefixed `data` (checked before the wallet is asked).
 * @example
 * checkEip5792Request('wallet_getCapabilities', []) // throws
 */
export function checkEip5792Request(method: string, params: unknown): void {
  const list = Array.isArray(params) ? params : params === undefined ? [] : [params]
  if (method === 'wallet_getCapabilities') {
    const [address] = list
    if (typeof address !== 'string' || !address.startsWith('0x'))
      throw new InvalidAddressError({
        address,
        metaMessages: ['wallet_getCapabilities requires an address parameter'],
      })
  }
  if (method === 'wallet_sendCalls') {
    const [request] = list
    const calls =
      typeof request === 'object' && request !== null
        ? (request as { calls?: unknown }).calls
        : undefined
    if (!areValidBatchedCalls(calls))
      throw new BaseError('Invalid calls', {
        metaMessages: [
          'Each call needs a `to` starting with 0x; `data`, when present, must be 0x-prefixed.',
        ],
      })
  }
}

/**
 * Spec §8: a wallet that will not tell a batch's status says so in one sentence.
 * @example
 * throw toCallStatusError(new Error('Method not supported'))
 */
export function toCallStatusError(cause: unknown): CallStatusNotApprovedError {
  return new CallStatusNotApprovedError({ cause })
}
