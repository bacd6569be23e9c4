import {
  type CaipAddress,
  type CaipNetworkId,
  formatUnits,
  GasPriceNetworkNotSupportedError,
  parseCaipAddress,
  parseUnits,
  SwapAccountRequiredError,
  SwapInsufficientBalanceError,
  SwapInsufficientLiquidityError,
  SwapQuoteExpiredError,
} from '@portico/common'
import { PORTICO_SDK_TYPE, PORTICO_SDK_VERSION } from '../api/sdkDefaults'
import type { Portico } from '../types/Portico'
import type { SwapClient, SwapQuote } from '../types/SwapClient'
import { getErrorMessage } from '../utils/getErrorMessage'
import { createConvertApiClient } from './createConvertApiClient'
import { hasEnoughBalance } from './hasEnoughBalance'
import { isQuoteExpired } from './isQuoteExpired'
import { isSwapNetwork } from './isSwapNetwork'
import { maxSwapAmount } from './maxSwapAmount'
import { minimumReceived } from './minimumReceived'
import { needsApproval } from './needsApproval'
import { APPROVAL_GAS_LIMIT, swapGasLimit } from './swapGasLimit'
import { toSwapError } from './toSwapError'
import { toSwapTokens } from './toSwapTokens'
import { waitForReceipt } from './waitForReceipt'

/** Token lists change with the gateway's configuration, not by the minute. */
const TOKENS_STALE_MS = 5 * 60_000
/** Gas prices and token prices move by the block; a quote re-reads them this often at most. */
const PRICES_STALE_MS = 15_000

/**
 * The swap client of one Portico instance, over its public API: the gateway's convert calls
 * (TanStack Query caches the token lists, gas prices and USD prices), the account's balances,
 * and `portico.sendTransaction` for every signature, so balances and Activity refresh after.
 * @example
 * const swap = createSwapClient(portico)
 * await swap.isSwapNetwork(caipNetwork)
 */
export function createSwapClient(portico: Portico): SwapClient {
  const { options, stores } = portico
  const convert = createConvertApiClient({
    baseUrl: options.apiUrl,
    projectId: options.projectId,
    sdkType: options.sdkType ?? PORTICO_SDK_TYPE,
    sdkVersion: options.sdkVersion ?? PORTICO_SDK_VERSION,
    fetch: options.fetch,
  })
  const cached = async <T>(key: unknown[], staleTime: number, fn: () => Promise<T>) =>
    (await portico.getQueryClient()).fetchQuery({
      queryKey: ['portico', 'swap', ...key],
      queryFn: fn,
      staleTime,
    })
  const tokensOf = (chainId: CaipNetworkId) =>
    cached(['tokens', chainId], TOKENS_STALE_MS, async () => {
      if (!(await portico.api.blockchain.isNetworkSupported(chainId))) return []
      return (await convert.getTokens(chainId)).tokens
    })
  // A network the gateway does not serve has no gas price to ask for: say so before a request.
  const gasPriceOf = (chainId: CaipNetworkId) =>
    cached(['gas-price', chainId], PRICES_STALE_MS, async () => {
      if (!(await portico.api.blockchain.isNetworkSupported(chainId)))
        throw new GasPriceNetworkNotSupportedError({ metaMessages: [`Network: ${chainId}`] })
      return BigInt((await convert.getGasPrice(chainId)).standard)
    })
  // Quotes need only the account's address and network; signing goes through the instance's
  // own actions, which find the wallet. (Importing core's account errors here would regroup the
  // page's first-load chunks: about 0.13 KiB more on first load.)
  const account = () => {
    const address = stores.account.getState().accounts.eip155?.address
    const caipNetwork = stores.chain.getState().networks.eip155?.caipNetwork
    if (!address || !caipNetwork) throw new SwapAccountRequiredError()
    const caipAddress = `${caipNetwork.caipNetworkId}:${address}` as CaipAddress
    return { address, caipAddress, caipNetwork }
  }
  const signAndWait = async (tx: {
    to: string
    value: bigint
    data: `0x${string}`
    gas?: bigint
  }) => {
    account()
    const hash = await portico.sendTransaction({ ...tx, namespace: 'eip155' })
    await waitForReceipt((args) => portico.request({ ...args, namespace: 'eip155' }), hash)
    return hash
  }
  const fail = (cause: unknown): never => {
    throw toSwapError(cause)
  }

  const client: SwapClient = {
    async isSwapNetwork(caipNetwork) {
      if (caipNetwork.chainNamespace !== 'eip155') return false
      const tokens = await tokensOf(caipNetwork.caipNetworkId).catch(() => [])
      return isSwapNetwork({ caipNetwork, gatewayTokens: tokens.length })
    },
    async getTokens(chainId) {
      const tokens = await tokensOf(chainId).catch(fail)
      // Balances as the account store holds them: fetching here would write the store, and a
      // view that lists the tokens again on every balance change would never settle.
      const balances = (stores.account.getState().accounts.eip155?.tokenBalance ?? []).filter(
        (balance) => balance.chainId === chainId,
      )
      const addresses = tokens.map((token) => token.address as CaipAddress)
      const prices = await cached(['prices', ...addresses], PRICES_STALE_MS, async () =>
        addresses.length
          ? (await portico.api.blockchain.getFungiblePrice({ chainId, addresses })).fungibles
          : [],
      ).catch(() => [])
      return toSwapTokens({ tokens, balances, prices })
    },
    async getQuote({ from, to, amount }) {
      const { address, caipAddress, caipNetwork } = account()
      const chainId = caipNetwork.caipNetworkId
      const fromAmount = parseUnits(amount, from.decimals)
      const balance = parseUnits(from.balance || '0', from.decimals)
      // More than the visitor holds is the first thing to say: a pool too shallow for that
      // amount ("Insufficient liquidity") is beside the point.
      if (fromAmount > balance) throw new SwapInsufficientBalanceError()
      try {
        const gasPrice = await gasPriceOf(chainId)
        const [answer, allowance] = await Promise.all([
          convert.getQuotes({
            amount: fromAmount,
            userAddress: address,
            from: from.address,
            to: to.address,
            gasPrice,
          }),
          from.native
            ? undefined
            : convert.getAllowance({ tokenAddress: from.address, userAddress: caipAddress }),
        ])
        const best = answer.quotes[0]
        if (!best) throw new SwapInsufficientLiquidityError()
        const toAmount = BigInt(best.toAmount)
        const approval = needsApproval({
          native: from.native,
          allowance: BigInt(allowance?.allowance ?? 0),
          amount: fromAmount,
        })
        const gasLimit = swapGasLimit(best.path?.length ?? 2)
        const networkFee = (gasLimit + (approval ? APPROVAL_GAS_LIMIT : 0n)) * gasPrice
        const fee = gasLimit * gasPrice
        if (!hasEnoughBalance({ balance, amount: fromAmount, native: from.native, fee }))
          throw new SwapInsufficientBalanceError()
        const nativePrice = (await client.getTokens(chainId)).find((t) => t.native)?.price
        const slippage = stores.swap.getState().slippage
        const quote: SwapQuote = {
          from,
          to,
          fromAmount,
          toAmount,
          rate: Number(formatUnits(toAmount, to.decimals)) / Number(amount),
          priceImpact: best.priceImpact,
          slippage,
          minimumReceived: minimumReceived(toAmount, slippage),
          gasPrice,
          gasLimit,
          networkFee,
          networkFeeUsd:
            nativePrice === undefined
              ? undefined
              : Number(formatUnits(networkFee, caipNetwork.nativeCurrency.decimals)) * nativePrice,
          needsApproval: approval,
          quotedAt: Date.now(),
        }
        return quote
      } catch (cause) {
        return fail(cause)
      }
    },
    async maxAmount(token) {
      if (!token.native) return maxSwapAmount({ ...token, gasPrice: 0n })
      const gasPrice = await gasPriceOf(account().caipNetwork.caipNetworkId).catch(fail)
      return maxSwapAmount({ ...token, gasPrice })
    },
    async approve(quote) {
      const { caipAddress } = account()
      try {
        const { tx } = await convert.buildApprove({
          userAddress: caipAddress,
          from: quote.from.address,
          to: quote.to.address,
          amount: quote.fromAmount,
        })
        // Existing clients send the approval to the address part of `tx.from` (api-shapes.md).
        return await signAndWait({
          to: parseCaipAddress(tx.from).address,
          value: 0n,
          data: tx.data as `0x${string}`,
          gas:
            tx.eip155.gas && /^\d+$/.test(tx.eip155.gas)
              ? BigInt(tx.eip155.gas)
              : APPROVAL_GAS_LIMIT,
        })
      } catch (cause) {
        return fail(cause)
      }
    },
    async swap(quote) {
      // An old quote is refused before anything is asked of the gateway or the wallet.
      if (isQuoteExpired(quote.quotedAt, Date.now())) throw new SwapQuoteExpiredError()
      const { address, caipAddress } = account()
      try {
        const fresh = await convert.getQuotes({
          amount: quote.fromAmount,
          userAddress: address,
          from: quote.from.address,
          to: quote.to.address,
          gasPrice: quote.gasPrice,
        })
        // The market moved past the tolerance the visitor agreed to: ask for a new quote.
        if (BigInt(fresh.quotes[0]?.toAmount ?? 0) < quote.minimumReceived)
          throw new SwapQuoteExpiredError()
        const { tx } = await convert.buildTransaction({
          amount: quote.fromAmount,
          slippage: quote.slippage,
          from: quote.from.address,
          to: quote.to.address,
          userAddress: caipAddress,
          disableEstimate: false,
        })
        return await signAndWait({
          to: parseCaipAddress(tx.to).address,
          value: quote.from.native ? quote.fromAmount : 0n,
          data: tx.data as `0x${string}`,
          // The gateway's estimate, with room: state reads can differ by the time it is mined.
          gas: (BigInt(tx.eip155.gas) * 12n) / 10n,
        })
      } catch (cause) {
        return fail(cause)
      }
    },
  }
  // Every swap the visitor confirms is an event (analytics): started, then its outcome.
  const swapNow = client.swap
  client.swap = async (quote) => {
    const network = stores.chain.getState().activeCaipNetwork?.caipNetworkId
    const tokens = { fromToken: quote.from.symbol, toToken: quote.to.symbol }
    const events = stores.events.getState()
    events.emit({ event: 'SWAP_INITIATED', properties: { network, ...tokens } })
    try {
      const hash = await swapNow(quote)
      events.emit({ event: 'SWAP_SUCCESS', properties: { network, ...tokens } })
      return hash
    } catch (error) {
      events.emit({ event: 'SWAP_ERROR', properties: { network, message: getErrorMessage(error) } })
      throw error
    }
  }
  return client
}
