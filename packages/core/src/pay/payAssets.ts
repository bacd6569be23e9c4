import type { PaymentAsset } from './PaymentAsset'

// AppKit Pay's presets, under its names, with the tokens' public contract addresses and mints.
// Each is its own export so a site's bundle keeps only those it names.

const ETH = { name: 'Ethereum', symbol: 'ETH', decimals: 18 } as const
const USDC = { name: 'USD Coin', symbol: 'USDC', decimals: 6 } as const
const USDT = { name: 'Tether USD', symbol: 'USDT', decimals: 6 } as const
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** ETH on Base. @example await pay(portico, { paymentAsset: baseETH, recipient, amount: '0.01' }) */
export const baseETH: PaymentAsset = { network: 'eip155:8453', asset: 'native', metadata: ETH }

/** USDC on Base. @example await pay(portico, { paymentAsset: baseUSDC, recipient, amount: 12.5 }) */
export const baseUSDC: PaymentAsset = {
  network: 'eip155:8453',
  asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  metadata: USDC,
}

/** ETH on Base Sepolia (testnet). @example await pay(portico, { paymentAsset: baseSepoliaETH, recipient, amount: '0.001' }) */
export const baseSepoliaETH: PaymentAsset = {
  network: 'eip155:84532',
  asset: 'native',
  metadata: ETH,
}

/** USDC on Ethereum. @example await pay(portico, { paymentAsset: ethereumUSDC, recipient, amount: 10 }) */
export const ethereumUSDC: PaymentAsset = {
  network: 'eip155:1',
  asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  metadata: USDC,
}

/** USDC on OP Mainnet. @example await pay(portico, { paymentAsset: optimismUSDC, recipient, amount: 10 }) */
export const optimismUSDC: PaymentAsset = {
  network: 'eip155:10',
  asset: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  metadata: USDC,
}

/** USDC on Arbitrum One. @example await pay(portico, { paymentAsset: arbitrumUSDC, recipient, amount: 10 }) */
export const arbitrumUSDC: PaymentAsset = {
  network: 'eip155:42161',
  asset: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  metadata: USDC,
}

/** USDC on Polygon. @example await pay(portico, { paymentAsset: polygonUSDC, recipient, amount: 10 }) */
export const polygonUSDC: PaymentAsset = {
  network: 'eip155:137',
  asset: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  metadata: USDC,
}

/** USDC on Solana. @example await pay(portico, { paymentAsset: solanaUSDC, recipient, amount: 10 }) */
export const solanaUSDC: PaymentAsset = {
  network: SOLANA_MAINNET,
  asset: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  metadata: USDC,
}

/** USDT on Ethereum. @example await pay(portico, { paymentAsset: ethereumUSDT, recipient, amount: 10 }) */
export const ethereumUSDT: PaymentAsset = {
  network: 'eip155:1',
  asset: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  metadata: USDT,
}

/** USDT on OP Mainnet. @example await pay(portico, { paymentAsset: optimismUSDT, recipient, amount: 10 }) */
export const optimismUSDT: PaymentAsset = {
  network: 'eip155:10',
  asset: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
  metadata: USDT,
}

/** USDT on Arbitrum One. @example await pay(portico, { paymentAsset: arbitrumUSDT, recipient, amount: 10 }) */
export const arbitrumUSDT: PaymentAsset = {
  network: 'eip155:42161',
  asset: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
  metadata: USDT,
}

/** USDT on Polygon. @example await pay(portico, { paymentAsset: polygonUSDT, recipient, amount: 10 }) */
export const polygonUSDT: PaymentAsset = {
  network: 'eip155:137',
  asset: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
  metadata: USDT,
}

/** USDT on Solana. @example await pay(portico, { paymentAsset: solanaUSDT, recipient, amount: 10 }) */
export const solanaUSDT: PaymentAsset = {
  network: SOLANA_MAINNET,
  asset: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
  metadata: USDT,
}
