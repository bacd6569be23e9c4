import type { DeployedTestTokens } from '@portico/test/devnet/testTokens'

/**
 * One devnet of the stack, with the test tokens deployed on it.
 * @example
 * const [devnetA]: StackChain[] = stack.chains
 */
export type StackChain = {
  chainId: number
  name: string
  rpcUrl: string
  tokens: DeployedTestTokens
}

/**
 * What a running stack offers, as plain data (it crosses into Vitest's `provide`/`inject`).
 * A URL is absent when that part was not started.
 * @example
 * const info: StackInfo = inject('stack')
 */
export type StackInfo = {
  urls: {
    demo?: string
    testWallet?: string
    gateway?: string
    relay?: string
  }
  chains: StackChain[]
  /** Project id the demo sends and the gateway accepts. */
  projectId: string
}
