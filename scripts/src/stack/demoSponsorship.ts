import { defaultAccountAbstraction } from '@portico/test/devnet/accountAbstraction'
import type { StackChain } from './StackInfo'

/**
 * The demo project's gas sponsorship on the devnets that run a bundler (none without): what a
 * visitor's smart account does on the demo — sends and approvals of the test tokens, and swaps
 * through Uniswap (SwapRouter02 and the V2 router) — paid by the devnet's VerifyingPaymaster, the
 * account's creation included (PorticoAccount and SimpleAccount factories). A visitor gets 0.1
 * ETH of gas a day per devnet, the demo 10, at most 0.01 per operation.
 * @example
 * const sponsorship = demoSponsorship(stack.chains) // undefined without bundlers
 */
export function demoSponsorship(chains: readonly StackChain[]) {
  const sponsored = chains.filter((chain) => chain.bundlerUrl)
  const [first] = sponsored
  if (!first) return undefined
  const tokenCalls = ['transfer(address,uint256)', 'approve(address,uint256)']
  return {
    sponsorName: 'Portico Demo',
    chains: sponsored.map((chain) => chain.chainId),
    // Every devnet has its contracts at the same addresses.
    contracts: [
      { address: first.tokens.erc20.address, selectors: tokenCalls },
      { address: first.tokens.tetherStyle.address, selectors: tokenCalls },
      { address: first.uniswapV3.swapRouter02 },
      { address: first.uniswap.router },
    ],
    accountFactories: [
      defaultAccountAbstraction.porticoAccountFactory,
      defaultAccountAbstraction.simpleAccountFactory,
    ],
    maxCostPerOperation: '0.01',
    dailyBudget: { project: '10', perVisitor: '0.1' },
  }
}
