import { type CaipNetwork, parseUnits } from '@portico/common'
import type { FetchLike } from '../api/ApiTransport'
import { readQuantity } from '../evm/readQuantity'
import { requestNetworkRpc } from '../rpc/requestNetworkRpc'
import type { ChainAdapter } from '../types/ChainAdapter'
import type { PaymentAsset } from './PaymentAsset'

/** `balanceOf(address)` selector. */
const BALANCE_OF = '0x70a08231'

/** The smallest units of an SPL mint the owner's token accounts hold together. */
async function readSplBalance(
  caipNetwork: CaipNetwork,
  owner: string,
  mint: string,
  fetchFn: FetchLike | undefined,
): Promise<bigint> {
  const answer = await requestNetworkRpc(
    caipNetwork,
    'getTokenAccountsByOwner',
    [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    fetchFn,
  )
  const accounts = (answer as { value?: unknown } | null)?.value
  if (!Array.isArray(accounts)) throw new Error('getTokenAccountsByOwner: no account list')
  let total = 0n
  for (const entry of accounts) {
    const amount = (
      entry as {
        account?: { data?: { parsed?: { info?: { tokenAmount?: { amount?: unknown } } } } }
      }
    )?.account?.data?.parsed?.info?.tokenAmount?.amount
    if (typeof amount !== 'string' || !/^\d+$/.test(amount)) {
      throw new Error('getTokenAccountsByOwner: a token amount is not an integer string')
    }
    total += BigInt(amount)
  }
  return total
}

/**
 * What the connected account holds of a payment's asset, in its smallest units, read from the
 * chain at once (never a cached balance: a short balance must say so before anything is sent).
 * Native: the adapter's balance; ERC-20: `balanceOf` on the network's own RPC; SPL: the owner's
 * token accounts of the mint. Throws when the balance cannot be read; callers then let the
 * wallet's own check decide.
 * @example
 * const units = await readPayBalance({ adapter, caipNetwork, address, paymentAsset: baseUSDC })
 */
export async function readPayBalance(params: {
  adapter: ChainAdapter
  caipNetwork: CaipNetwork
  address: string
  paymentAsset: PaymentAsset
  fetch?: FetchLike | undefined
}): Promise<bigint> {
  const { adapter, caipNetwork, address, paymentAsset } = params
  const { decimals } = paymentAsset.metadata
  if (paymentAsset.asset === 'native') {
    const { balance } = await adapter.getBalance({ address, caipNetwork })
    return parseUnits(balance, decimals)
  }
  if (adapter.namespace === 'solana') {
    return readSplBalance(caipNetwork, address, paymentAsset.asset, params.fetch)
  }
  const data = `${BALANCE_OF}${address.replace(/^0x/i, '').toLowerCase().padStart(64, '0')}`
  const answer = await requestNetworkRpc(
    caipNetwork,
    'eth_call',
    [{ to: paymentAsset.asset, data }, 'latest'],
    params.fetch,
  )
  return readQuantity(answer, 'eth_call')
}
