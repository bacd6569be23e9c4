import type { CaipNetworkId } from '@portico/common'
import type { PaymentAsset } from './PaymentAsset'

// AppKit Pay's presets, under its names, with the tokens' public contract addresses and mints.
// Each is its own export, made by a call marked pure, so a site's bundle keeps only those it names.

const ETH = { name: 'Ethereum', symbol: 'ETH', decimals: 18 } as const
const USDC = { name: 'USD Coin', symbol: 'USDC', decimals: 6 } as const
const USDT = { name: 'Tether USD', symbol: 'USDT', decimals: 6 } as const

const BASE = 'eip155:8453'
const ETHEREUM = 'eip155:1'
const OPTIMISM = 'eip155:10'
const ARBITRUM = 'eip155:42161'
const POLYGON = 'eip155:137'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const ether = (network: CaipNetworkId): PaymentAsset => ({
  network,
  asset: 'native',
  metadata: ETH,
})
// One token's asset on `network`, at its contract address (its mint on Solana).
const token =
  (metadata: PaymentAsset['metadata']) =>
  (network: CaipNetworkId, asset: string): PaymentAsset => ({ network, asset, metadata })
const usdc = /*#__PURE__*/ token(USDC)
const usdt = /*#__PURE__*/ token(USDT)

/** ETH on Base. @example await pay(portico, { paymentAsset: baseETH, recipient, amount: '0.01' }) */
export const baseETH = /*#__PURE__*/ ether(BASE)

/** USDC on Base. @example await pay(portico, { paymentAsset: baseUSDC, recipient, amount: 12.5 }) */
export const baseUSDC = /*#__PURE__*/ usdc(BASE, '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')

/** ETH on Base Sepolia (testnet). @example await pay(portico, { paymentAsset: baseSepoliaETH, recipient, amount: '0.001' }) */
export const baseSepoliaETH = /*#__PURE__*/ ether('eip155:84532')

/** USDC on Ethereum. @example await pay(portico, { paymentAsset: ethereumUSDC, recipient, amount: 10 }) */
export const ethereumUSDC = /*#__PURE__*/ usdc(
  ETHEREUM,
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
)

/** USDC on OP Mainnet. @example await pay(portico, { paymentAsset: optimismUSDC, recipient, amount: 10 }) */
export const optimismUSDC = /*#__PURE__*/ usdc(
  OPTIMISM,
  '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
)

/** USDC on Arbitrum One. @example await pay(portico, { paymentAsset: arbitrumUSDC, recipient, amount: 10 }) */
export const arbitrumUSDC = /*#__PURE__*/ usdc(
  ARBITRUM,
  '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
)

/** USDC on Polygon. @example await pay(portico, { paymentAsset: polygonUSDC, recipient, amount: 10 }) */
export const polygonUSDC = /*#__PURE__*/ usdc(POLYGON, '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359')

/** USDC on Solana. @example await pay(portico, { paymentAsset: solanaUSDC, recipient, amount: 10 }) */
export const solanaUSDC = /*#__PURE__*/ usdc(SOLANA, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')

/** USDT on Ethereum. @example await pay(portico, { paymentAsset: ethereumUSDT, recipient, amount: 10 }) */
export const ethereumUSDT = /*#__PURE__*/ usdt(
  ETHEREUM,
  '0xdAC17F958D2ee523a2206206994597C13D831ec7',
)

/** USDT on OP Mainnet. @example await pay(portico, { paymentAsset: optimismUSDT, recipient, amount: 10 }) */
export const optimismUSDT = /*#__PURE__*/ usdt(
  OPTIMISM,
  '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
)

/** USDT on Arbitrum One. @example await pay(portico, { paymentAsset: arbitrumUSDT, recipient, amount: 10 }) */
export const arbitrumUSDT = /*#__PURE__*/ usdt(
  ARBITRUM,
  '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
)

/** USDT on Polygon. @example await pay(portico, { paymentAsset: polygonUSDT, recipient, amount: 10 }) */
export const polygonUSDT = /*#__PURE__*/ usdt(POLYGON, '0xc2132D05D31c914a87C6611C10748AEb04B58e8F')

/** USDT on Solana. @example await pay(portico, { paymentAsset: solanaUSDT, recipient, amount: 10 }) */
export const solanaUSDT = /*#__PURE__*/ usdt(SOLANA, 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB')
