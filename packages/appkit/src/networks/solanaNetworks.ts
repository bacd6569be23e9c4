import { KNOWN_CHAINS } from '@portico/common'

/** Solana mainnet. @example createAppKit({ projectId, networks: [solana] }) */
export const solana = KNOWN_CHAINS.solana
/** Solana devnet. @example createAppKit({ projectId, networks: [solanaDevnet] }) */
export const solanaDevnet = KNOWN_CHAINS.solanaDevnet
/** Solana testnet. @example createAppKit({ projectId, networks: [solanaTestnet] }) */
export const solanaTestnet = KNOWN_CHAINS.solanaTestnet
