import type { OnrampProvider } from './OnrampProvider'
import type { OnrampConfig } from './onrampConfigSchema'

/**
 * The answer of `GET /v1/onramp/options`: the configured currencies (spec §9's by default),
 * plus ours: who sells, at what fee, where.
 * @example
 * c.json(onrampOptions(config, providers))
 */
export function onrampOptions(config: OnrampConfig, providers: readonly OnrampProvider[]) {
  return {
    paymentCurrencies: config.paymentCurrencies,
    purchaseCurrencies: config.purchaseCurrencies,
    // Ours: who sells, at what fee, where.
    providers: providers.map((provider) => ({
      name: provider.name,
      label: provider.label,
      feePercent: provider.feePercent,
      feeRange: `${provider.feePercent}%`,
      supportedChains: provider.namespaces,
      networks: [
        ...new Set(
          config.purchaseCurrencies.flatMap((currency) =>
            currency.networks.filter((n) => provider.serves(n)).map((n) => n.name),
          ),
        ),
      ],
    })),
  }
}
