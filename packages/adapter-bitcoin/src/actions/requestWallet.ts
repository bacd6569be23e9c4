import { RpcCallNotAllowedError } from '@portico/common'
import type { BitcoinState } from '../internal/bitcoinState'
import { connectedSession } from '../internal/connectedSession'
import { type SignPsbtParameters, signPsbt } from './signPsbt'

/**
 * The RPC methods the Bitcoin adapter answers: `signPsbt` (see signPsbt) and `getAccounts` (the
 * session's accounts); any other is RpcCallNotAllowedError.
 * @example
 * const accounts = await requestWallet(state, { method: 'getAccounts' })
 */
export async function requestWallet(
  state: Pick<BitcoinState, 'session' | 'parameters' | 'context'>,
  parameters: { method: string; params?: unknown },
): Promise<unknown> {
  const { method, params } = parameters
  if (method === 'signPsbt') return signPsbt(state, params as SignPsbtParameters)
  if (method === 'getAccounts') {
    return connectedSession(state).accounts.map(({ account: _, ...rest }) => rest)
  }
  throw new RpcCallNotAllowedError({ metaMessages: [method] })
}
