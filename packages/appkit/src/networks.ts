// AppKit's `networks` module: every chain of viem (the EVM networks, each in its own module of
// viem, so an app keeps only those it imports), the Solana and Bitcoin networks, defineChain.
export type { ChainNamespace } from '@portico/common'
export * from 'viem/chains'
export { defineChain } from './defineChain'
export { AVAILABLE_NAMESPACES } from './networks/AVAILABLE_NAMESPACES'
export { bitcoin, bitcoinSignet, bitcoinTestnet } from './networks/bitcoinNetworks'
export { solana, solanaDevnet, solanaTestnet } from './networks/solanaNetworks'
export type { AppKitNetwork } from './options/AppKitOptions'
