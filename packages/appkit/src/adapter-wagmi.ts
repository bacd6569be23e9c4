export { WagmiAdapter, type WagmiAdapterOptions } from './WagmiAdapter'
