/**
 * The stack's two anvil devnets: the port and bundler port keys they take, chain id and name.
 * @example
 * for (const devnet of stackDevnets) console.log(devnet.chainId, ports[devnet.key])
 */
export const stackDevnets = [
  { key: 'devnetA', bundlerKey: 'bundlerA', chainId: 31337, name: 'Portico Devnet A' },
  { key: 'devnetB', bundlerKey: 'bundlerB', chainId: 31338, name: 'Portico Devnet B' },
] as const
