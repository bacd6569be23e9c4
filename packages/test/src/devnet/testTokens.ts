import type { Address } from 'viem'

/** One deployed test token. @example const { address, decimals }: TestToken = tokens.erc20 */
export type TestToken = {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** `usdt-style`: `transfer`/`transferFrom`/`approve` return nothing (Tether's ABI). */
  kind: 'erc20' | 'usdt-style'
}

/**
 * The test tokens of a devnet.
 * @example
 * const { erc20, tetherStyle }: DeployedTestTokens = await deployTestTokens(rpcUrl)
 */
export type DeployedTestTokens = { erc20: TestToken; tetherStyle: TestToken }

/**
 * What `deployTestTokens` deploys, in deployment order (the n-th lands at the deployer's n-th
 * nonce).
 * @example
 * testTokenSpecs.erc20.symbol // 'PTT'
 */
export const testTokenSpecs = {
  erc20: { contract: 'PorticoTestToken', name: 'Portico Test Token', symbol: 'PTT', decimals: 18 },
  tetherStyle: {
    contract: 'TetherStyleToken',
    name: 'Test Tether USD',
    symbol: 'tUSDT',
    decimals: 6,
  },
} as const

/**
 * The test token `key` of {@link testTokenSpecs} deployed at `address`.
 * @example
 * testTokenAt('tetherStyle', address).kind // 'usdt-style'
 */
export function testTokenAt(key: keyof DeployedTestTokens, address: Address): TestToken {
  const { name, symbol, decimals } = testTokenSpecs[key]
  return { address, name, symbol, decimals, kind: key === 'erc20' ? 'erc20' : 'usdt-style' }
}

/**
 * The test tokens on a fresh devnet deployed by anvil's account 0, as plain data (no viem to
 * load): lets a stack configure its services before the deployment has happened. A test checks
 * it against `predictTestTokens()` and a real deployment.
 * @example
 * defaultTestTokens.erc20.address // '0x5FbDB2315678afecb367f032d93F642f64180aa3'
 */
export const defaultTestTokens: DeployedTestTokens = {
  erc20: testTokenAt('erc20', '0x5FbDB2315678afecb367f032d93F642f64180aa3'),
  tetherStyle: testTokenAt('tetherStyle', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'),
}
