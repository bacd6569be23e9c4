import type { Clock } from '@portico/server'
import {
  type Anvil,
  deploySmartAccounts,
  type SmartAccountDevnet,
  startAnvil,
} from '@portico/test/devnet'
import { afterAll, beforeAll } from 'vitest'
import type { GatewayConfigInput } from '../config/gatewayConfigSchema'
import { createTestGateway } from './createTestGateway'

/**
 * What {@link useSmartAccountGateway} started for the file, read inside its tests.
 * @example
 * const stack: SmartAccountGateway = useSmartAccountGateway({ projects }, clock)
 */
export type SmartAccountGateway = {
  anvil(): Anvil
  smart(): SmartAccountDevnet
  gateway(): Awaited<ReturnType<typeof createTestGateway>>
}

/**
 * For the file's tests: an anvil devnet (chain 31337) with the ERC-4337 smart accounts deployed
 * (signatures of deployed and counterfactual accounts to verify), and a test gateway on it
 * (`config`, its chain filled in, the indexer off) running on `clock`; all stopped after the file.
 * @example
 * const stack = useSmartAccountGateway({ projects: [{ projectId: 'p', allowedOrigins: [ORIGIN] }] }, clock)
 * await stack.gateway().app.request('/v1/profile/account?projectId=p')
 */
export function useSmartAccountGateway(
  config: Omit<GatewayConfigInput, 'chains' | 'indexer'>,
  clock: Clock,
): SmartAccountGateway {
  let anvil: Anvil | undefined
  let smart: SmartAccountDevnet | undefined
  let gateway: Awaited<ReturnType<typeof createTestGateway>> | undefined
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    smart = await deploySmartAccounts(anvil.rpcUrl)
    gateway = await createTestGateway(
      {
        ...config,
        chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
        indexer: { enabled: false },
      },
      { clock },
    )
  }, 90_000)
  afterAll(async () => {
    await gateway?.close()
    await anvil?.stop()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useSmartAccountGateway: read inside a test')
    return value
  }
  return {
    anvil: () => started(anvil),
    smart: () => started(smart),
    gateway: () => started(gateway),
  }
}
