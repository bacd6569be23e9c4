import {
  ONRAMP_DEFAULT_PAYMENT_CURRENCIES,
  ONRAMP_DEFAULT_PURCHASE_CURRENCIES,
  ONRAMP_PROVIDERS,
} from '@portico/common'
import type { OnrampOptions } from '../types/OnrampClient'

const LABELS: Record<string, string> = { coinbase: 'Coinbase', meld: 'Meld' }

/**
 * The built-in options used when the gateway's options call fails (spec §8): USD and EUR, USDC
 * and ETH on Ethereum and Polygon, coinbase and meld at 1-2 % (spec §9).
 * @example fallbackOnrampOptions().fallback // true
 */
export function fallbackOnrampOptions(): OnrampOptions {
  return {
    paymentCurrencies: structuredClone(ONRAMP_DEFAULT_PAYMENT_CURRENCIES) as never,
    purchaseCurrencies: structuredClone(ONRAMP_DEFAULT_PURCHASE_CURRENCIES) as never,
    providers: ONRAMP_PROVIDERS.map((provider) => ({
      name: provider.name,
      label: LABELS[provider.name] ?? provider.name,
      feeRange: provider.feeRange,
      supportedChains: provider.supportedChains,
      networks: undefined,
    })),
    fallback: true,
  }
}
