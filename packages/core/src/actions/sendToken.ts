import { parseCaipAddress, UnsupportedSendChainError } from '@portico/common'
import { toPorticoError } from '../utils/toPorticoError'
import { prepareSendToken } from './prepareSendToken'
import type { SendTokenClient, SendTokenParameters } from './SendTokenParameters'

/**
 * Send `amount` of `token` to `to` from the connected account on its current network (spec §5):
 * a token transfer when the token has an address, else a native transfer. Checks the send first
 * (prepareSendToken's errors: amount and receiver, a connected account, eip155 or solana, a token
 * on EVM); failures of the wallet are rethrown as Portico errors (4001: UserRejectedRequestError).
 * Resolves the hash. Only sends: no view, toast, event or send-form change, and the balances
 * are not read again (`portico.refreshBalance()`). With the embedded wallet the visitor approves
 * in its frame, which shows on the ApproveTransaction view; `portico.sendToken()` is the modal's
 * whole send, approval view included, for what the send form holds.
 * @example
 * const hash = await sendToken(portico, {
 *   token: usdc,
 *   amount: '1.5',
 *   to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
 * })
 */
export async function sendToken(
  client: SendTokenClient,
  params: SendTokenParameters,
): Promise<string> {
  const { adapter, caipNetwork, connectorId, from, to, amount, token } = prepareSendToken(
    client,
    params,
  )
  try {
    const base = { caipNetwork, from, to, ...(connectorId && { connectorId }) }
    if (!token?.address) return await adapter.sendTransaction({ ...base, value: amount })
    if (!adapter.sendToken) throw new UnsupportedSendChainError()
    return await adapter.sendToken({
      ...base,
      tokenAddress: parseCaipAddress(token.address).address,
      amount,
    })
  } catch (cause) {
    throw toPorticoError(cause)
  }
}
