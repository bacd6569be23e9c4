/**
 * A chain the gateway fixture serves: an EVM devnet and the ERC-20 tokens whose balances it
 * reports (the shape of the gateway's chain config, reduced to what the fixture reads).
 * @example
 * const chain: FixtureChain = { chainId: 31337, name: 'Devnet A', rpcUrl: anvil.rpcUrl }
 */
export type FixtureChain = {
  chainId: number
  name: string
  rpcUrl: string
  tokens?: { address: string; name: string; symbol: string; decimals: number }[]
}
