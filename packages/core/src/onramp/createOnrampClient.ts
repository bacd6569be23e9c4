import { gatewayClientConfig } from '../api/gatewayClientConfig'
import { toTransactions } from '../api/toTransactions'
import type { OnrampClient, OnrampOptions } from '../types/OnrampClient'
import type { Portico } from '../types/Portico'
import { createOnrampApiClient } from './createOnrampApiClient'
import { fallbackOnrampOptions } from './fallbackOnrampOptions'
import { isOnrampAvailable } from './isOnrampAvailable'
import { mockedOnrampQuote } from './mockedOnrampQuote'
import { defaultOnrampNetwork, onrampNetworksFor } from './onrampNetworks'
import { onrampProvidersFor } from './onrampProvidersFor'

/** Providers and currencies change with the gateway's configuration, not by the minute. */
const OPTIONS_STALE_MS = 5 * 60_000
const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })

/**
 * The on-ramp client of one Portico instance: options (cached by TanStack Query), quotes and
 * checkout URLs from the gateway, deposits from its history. A failed options call answers the
 * built-in list and a failed quote a mocked one (spec §8), each with a console warning so the
 * developer knows.
 * @example
 * const onramp = createOnrampClient(portico)
 * const { providers } = await onramp.getOptions()
 */
export function createOnrampClient(portico: Portico): OnrampClient {
  const { options } = portico
  const logger = options.logger
  const api = createOnrampApiClient(gatewayClientConfig(options))
  const readOptions = async (): Promise<OnrampOptions> => {
    try {
      const answer = await api.getOptions()
      const fallback = fallbackOnrampOptions()
      return {
        paymentCurrencies: answer.paymentCurrencies,
        purchaseCurrencies: answer.purchaseCurrencies,
        providers:
          answer.providers?.map((provider) => ({
            name: provider.name,
            label: provider.label ?? capitalized(provider.name),
            feeRange: provider.feeRange,
            supportedChains: provider.supportedChains,
            networks: provider.networks,
          })) ?? fallback.providers,
        fallback: false,
      }
    } catch (error) {
      logger.warn(
        'Portico: the on-ramp options call failed; the Buy views show the built-in default list (spec §8).',
        error,
      )
      return fallbackOnrampOptions()
    }
  }

  const client: OnrampClient = {
    getOptions: async () =>
      (await portico.getQueryClient()).fetchQuery({
        queryKey: ['portico', 'onramp', 'options'],
        queryFn: readOptions,
        staleTime: OPTIONS_STALE_MS,
      }),
    isAvailable: (caipNetwork, timeZone) => isOnrampAvailable(caipNetwork, timeZone),
    providersFor: onrampProvidersFor,
    networksFor: (_options, provider, currency) => onrampNetworksFor(provider, currency),
    defaultNetwork: defaultOnrampNetwork,
    async getQuote(params) {
      const base = {
        provider: params.provider.name,
        network: params.network,
        purchaseCurrency: params.purchaseCurrency,
        paymentCurrency: params.paymentCurrency,
        paymentMethod: params.paymentMethod,
      }
      try {
        const answer = await api.getQuote({
          purchaseCurrency: params.purchaseCurrency,
          paymentCurrency: params.paymentCurrency,
          amount: params.amount,
          network: params.network.name,
          provider: params.provider.name,
          paymentMethod: params.paymentMethod,
        })
        return {
          ...base,
          paymentTotal: answer.paymentTotal?.amount ?? params.amount,
          paymentSubtotal: answer.paymentSubtotal?.amount ?? params.amount,
          coinbaseFee: answer.coinbaseFee?.amount ?? '0',
          networkFee: answer.networkFee?.amount ?? '0',
          purchaseAmount: answer.purchaseAmount.amount,
          quoteId: answer.quoteId,
          mocked: false,
        }
      } catch (error) {
        logger.warn(
          'Portico: the on-ramp quote call failed; the Buy view shows a mocked quote (spec §8).',
          error,
        )
        return mockedOnrampQuote({ ...base, amount: params.amount })
      }
    },
    async getCheckoutUrl({ quote, address, redirectUrl }) {
      portico.stores.events.getState().emit({
        event: 'BUY_INITIATED',
        properties: {
          provider: quote.provider,
          network: quote.network.name,
          currency: quote.purchaseCurrency.symbol,
          paymentCurrency: quote.paymentCurrency.id,
        },
      })
      const { url } = await api.getUrl({
        destinationWallets: [
          { address, blockchains: [quote.network.name], assets: [quote.purchaseCurrency.symbol] },
        ],
        defaultNetwork: quote.network.name,
        partnerUserId: address,
        defaultExperience: 'buy',
        presetFiatAmount: Number(quote.paymentTotal),
        presetCryptoAmount: Number(quote.purchaseAmount),
        provider: quote.provider,
        fiatCurrency: quote.paymentCurrency.id,
        paymentMethod: quote.paymentMethod,
        ...(quote.quoteId ? { quoteId: quote.quoteId } : {}),
        ...(redirectUrl ? { redirectUrl } : {}),
      })
      return url
    },
    async getDeposits(params) {
      return toTransactions((await api.getDeposits(params)).data)
    },
    async waitForDeposit({ known, signal, intervalMs = 1_000, ...params }) {
      for (;;) {
        const deposits = await client.getDeposits(params).catch((error: unknown) => {
          logger.warn('Portico: reading on-ramp deposits failed; trying again', error)
          return []
        })
        const arrived = deposits.find((deposit) => !known.has(deposit.id))
        if (arrived) {
          // The header and the Tokens tab both show what arrived, without reopening.
          await Promise.all([
            portico.refreshBalance().catch(() => {}),
            portico.api.fetchTokenBalances({ forceUpdate: true }).catch(() => {}),
          ])
          return arrived
        }
        await wait(intervalMs, signal)
      }
    },
  }
  return client
}
