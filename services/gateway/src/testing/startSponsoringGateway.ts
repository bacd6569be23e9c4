import { defaultTestTokens } from '@portico/test/devnet'
import type { Hex } from 'viem'
import { gatewayConfigSchema } from '../config/gatewayConfigSchema'
import { type RunningGateway, startGateway } from '../startGateway'

/**
 * A gateway (in-memory database, no indexer) whose project `p` sponsors mints and transfers of
 * the devnets' test token (`defaultTestTokens.erc20`) on every chain given, accounts made by
 * `accountFactories` too: 0.05 at most per operation, 1 per visitor and 10 for the project per
 * chain and day; its paymasters trust `signerKey`'s address, its signatures hold
 * `validitySeconds`, and its settler ticks every second. `prices` (USD by symbol) is its static
 * price table, which prices fees paid in a token; its price reads are not cached. Test files only.
 * @example
 * const gateway = await startSponsoringGateway({ chains: [devnet.chain], signerKey, validitySeconds: 120 })
 */
export function startSponsoringGateway(options: {
  chains: { chainId: number }[]
  signerKey: Hex
  validitySeconds: number
  accountFactories?: string[]
  prices?: Record<string, number>
}): Promise<RunningGateway> {
  return startGateway(
    gatewayConfigSchema.parse({
      port: 0,
      dbPath: ':memory:',
      chains: options.chains,
      priceSource: { kind: 'static', prices: options.prices ?? {} },
      reserveCacheMs: 0,
      projects: [
        {
          projectId: 'p',
          sponsorship: {
            sponsorName: 'Test shop',
            chains: options.chains.map((chain) => chain.chainId),
            contracts: [
              {
                address: defaultTestTokens.erc20.address,
                selectors: ['mint(address,uint256)', 'transfer(address,uint256)'],
              },
            ],
            accountFactories: options.accountFactories ?? [],
            maxCostPerOperation: '0.05',
            dailyBudget: { project: '10', perVisitor: '1' },
          },
        },
      ],
      paymaster: {
        signerKey: options.signerKey,
        validitySeconds: options.validitySeconds,
        settleIntervalMs: 1_000,
      },
      indexer: { enabled: false },
    }),
  )
}
