import { KNOWN_CHAINS } from '@portico/common'

export { defineChain } from './defineChain'
export type { AppKitNetwork } from './options/AppKitOptions'

/** Ethereum mainnet (eip155:1). @example createAppKit({ projectId, networks: [mainnet] }) */
export const mainnet = KNOWN_CHAINS.mainnet
/** Base (eip155:8453). @example createAppKit({ projectId, networks: [base] }) */
export const base = KNOWN_CHAINS.base
/** Solana mainnet. @example createAppKit({ projectId, networks: [solana] }) */
export const solana = KNOWN_CHAINS.solana
/** Solana devnet. @example createAppKit({ projectId, networks: [solanaDevnet] }) */
export const solanaDevnet = KNOWN_CHAINS.solanaDevnet
/** Solana testnet. @example createAppKit({ projectId, networks: [solanaTestnet] }) */
export const solanaTestnet = KNOWN_CHAINS.solanaTestnet
/** Bitcoin mainnet. @example createAppKit({ projectId, networks: [bitcoin] }) */
export const bitcoin = KNOWN_CHAINS.bitcoin
/** Bitcoin testnet. @example createAppKit({ projectId, networks: [bitcoinTestnet] }) */
export const bitcoinTestnet = KNOWN_CHAINS.bitcoinTestnet
