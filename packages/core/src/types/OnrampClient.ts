import type {
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  OnrampNetwork,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  Transaction,
} from '@portico/common'

/**
 * A provider the Buy views offer: its fee, the namespaces it serves and (when the gateway says)
 * the networks it delivers on.
 * @example
 * const p: OnrampProviderOption = { name: 'sandbox', label: 'Portico Sandbox', feeRange: '1.5%', supportedChains: ['eip155'], networks: ['portico-devnet-a'] }
 */
export type OnrampProviderOption = {
  name: string
  label: string
  feeRange: string
  supportedChains: readonly string[]
  /** Network names it delivers on; undefined: spec §9's list for the provider. */
  networks: readonly string[] | undefined
}

/**
 * What can be bought with what, and from whom. `fallback` is true when the gateway did not
 * answer and these are the built-in defaults (spec §8).
 * @example
 * const { paymentCurrencies, purchaseCurrencies, providers, fallback } = await onramp.getOptions()
 */
export type OnrampOptions = {
  paymentCurrencies: OnrampPaymentCurrency[]
  purchaseCurrencies: OnrampPurchaseCurrency[]
  providers: OnrampProviderOption[]
  fallback: boolean
}

/**
 * A priced purchase (fiat amounts in the payment currency, decimal strings). `mocked` is true
 * when the quote call failed and this is spec §8's stand-in (1:1, no fees).
 * @example
 * quote.purchaseAmount // '0.019700'
 */
export type OnrampQuote = {
  provider: string
  network: OnrampNetwork
  purchaseCurrency: OnrampPurchaseCurrency
  paymentCurrency: OnrampPaymentCurrency
  paymentMethod: string
  paymentTotal: string
  paymentSubtotal: string
  coinbaseFee: string
  networkFee: string
  purchaseAmount: string
  quoteId: string | undefined
  mocked: boolean
}

/**
 * The on-ramp of one Portico instance over the gateway's on-ramp API (a lazily loaded chunk:
 * `await portico.loadOnramp()`). Options and quotes never reject: on failure they answer spec
 * §8's fallbacks and say so in the console.
 * @example
 * const onramp = await portico.loadOnramp()
 * const options = await onramp.getOptions()
 */
export type OnrampClient = {
  getOptions(): Promise<OnrampOptions>
  /** Whether the Buy views are offered here: on-ramp namespaces, outside the restricted time zones. */
  isAvailable(caipNetwork: CaipNetwork | undefined, timeZone?: string): boolean
  /** The providers that can sell to a wallet on `namespace` (none: Buy is not offered there). */
  providersFor(
    options: OnrampOptions,
    namespace: ChainNamespace | undefined,
  ): OnrampProviderOption[]
  /** The purchase currency's networks a provider delivers on (spec §9's chains for coinbase). */
  networksFor(
    options: OnrampOptions,
    provider: OnrampProviderOption,
    currency: OnrampPurchaseCurrency,
  ): OnrampNetwork[]
  /** The network to preselect: the active chain's when offered, else ethereum, else the first. */
  defaultNetwork(
    networks: readonly OnrampNetwork[],
    active: CaipNetworkId | undefined,
  ): OnrampNetwork | undefined
  getQuote(params: {
    provider: OnrampProviderOption
    purchaseCurrency: OnrampPurchaseCurrency
    paymentCurrency: OnrampPaymentCurrency
    network: OnrampNetwork
    amount: string
    paymentMethod: string
  }): Promise<OnrampQuote>
  /** The provider's checkout URL for the connected wallet (POST /v1/generators/onrampurl). */
  getCheckoutUrl(params: {
    quote: OnrampQuote
    address: string
    redirectUrl?: string
  }): Promise<string>
  /** The account's deposits from a provider, newest first (history with `onramp`). */
  getDeposits(params: {
    address: string
    chainId: CaipNetworkId
    provider: string
  }): Promise<Transaction[]>
  /**
   * Resolves with the first deposit from `provider` that is not in `known` (ids), polling the
   * history every `intervalMs` (default 1 s) until `signal` aborts; then refreshes balances.
   */
  waitForDeposit(params: {
    address: string
    chainId: CaipNetworkId
    provider: string
    known: ReadonlySet<string>
    signal?: AbortSignal
    intervalMs?: number
  }): Promise<Transaction>
}
