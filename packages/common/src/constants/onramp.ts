import type { OnrampPaymentCurrency, OnrampProvider, OnrampPurchaseCurrency } from '../types/Onramp'

/**
 * Fiat currencies used when the on-ramp options call fails (spec §8/§9).
 * @example const payment = options?.paymentCurrencies ?? ONRAMP_DEFAULT_PAYMENT_CURRENCIES
 */
export const ONRAMP_DEFAULT_PAYMENT_CURRENCIES = [
  {
    id: 'USD',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  },
  {
    id: 'EUR',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  },
] as const satisfies readonly OnrampPaymentCurrency[]

/**
 * Crypto currencies used when the on-ramp options call fails (spec §9): USDC and ETH on
 * Ethereum (1) and Polygon (137).
 * @example const purchase = options?.purchaseCurrencies ?? ONRAMP_DEFAULT_PURCHASE_CURRENCIES
 */
export const ONRAMP_DEFAULT_PURCHASE_CURRENCIES = [
  {
    id: 'USDC',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      {
        name: 'ethereum',
        display_name: 'Ethereum',
        chain_id: '1',
        contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      },
      {
        name: 'polygon',
        display_name: 'Polygon',
        chain_id: '137',
        contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      },
    ],
  },
  {
    id: 'ETH',
    name: 'Ethereum',
    symbol: 'ETH',
    networks: [
      { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      {
        name: 'polygon',
        display_name: 'Polygon',
        chain_id: '137',
        contract_address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619',
      },
    ],
  },
] as const satisfies readonly OnrampPurchaseCurrency[]

/**
 * On-ramp providers and the namespaces each serves (spec §9).
 * @example ONRAMP_PROVIDERS.filter((p) => p.supportedChains.includes(namespace))
 */
export const ONRAMP_PROVIDERS = [
  { name: 'coinbase', feeRange: '1-2%', supportedChains: ['eip155'] },
  { name: 'meld', feeRange: '1-2%', supportedChains: ['eip155', 'solana'] },
] as const satisfies readonly OnrampProvider[]

/**
 * Network names the Coinbase on-ramp accepts (spec §9).
 * @example COINBASE_ONRAMP_CHAINS.includes(name) ? name : COINBASE_ONRAMP_FALLBACK_CHAIN
 */
export const COINBASE_ONRAMP_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const

/**
 * Coinbase on-ramp network used when the active one is not supported (spec §9).
 * @example COINBASE_ONRAMP_FALLBACK_CHAIN // 'ethereum'
 */
export const COINBASE_ONRAMP_FALLBACK_CHAIN = 'ethereum' as const

/**
 * IANA time zones of mainland China, where the on-ramp is not offered (spec §9).
 * @example ONRAMP_RESTRICTED_TIMEZONES.includes(Intl.DateTimeFormat().resolvedOptions().timeZone)
 */
export const ONRAMP_RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
] as const
