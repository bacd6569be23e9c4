import { afterAll, beforeAll } from 'vitest'
import { deploySmartAccounts, type SmartAccountDevnet } from './deploySmartAccounts'
import { type Anvil, startAnvil } from './startAnvil'

/**
 * An anvil (chain 31337) with the OwnedAccount factory, started before the file's tests and
 * stopped after them; the returned function reads it inside a test.
 * @example
 * const devnet = useSmartAccountDevnet()
 * it('…', async () => { const account = await devnet().deployAccount(owner.address, 1n) })
 */
export function useSmartAccountDevnet(): () => SmartAccountDevnet & { rpcUrl: string } {
  let anvil: Anvil | undefined
  let devnet: SmartAccountDevnet | undefined
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    devnet = await deploySmartAccounts(anvil.rpcUrl)
  }, 60_000)
  afterAll(() => anvil?.stop())
  return () => {
    if (!anvil || !devnet) throw new Error('the smart account devnet starts in beforeAll')
    return { ...devnet, rpcUrl: anvil.rpcUrl }
  }
}
