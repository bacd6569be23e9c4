import { deploySmartAccounts, type SmartAccountDevnet } from './deploySmartAccounts'
import { useDevnet } from './useDevnet'

/**
 * A {@link useDevnet} anvil with the OwnedAccount factory, started before the file's tests and
 * stopped after them; the returned function reads it inside a test.
 * @example
 * const devnet = useSmartAccountDevnet()
 * it('…', async () => { const account = await devnet().deployAccount(owner.address, 1n) })
 */
export function useSmartAccountDevnet(): () => SmartAccountDevnet & { rpcUrl: string } {
  let devnet: SmartAccountDevnet | undefined
  const { rpcUrl } = useDevnet(async (url) => {
    devnet = await deploySmartAccounts(url)
  })
  return () => {
    if (!devnet) throw new Error('the smart account devnet starts in beforeAll')
    return { ...devnet, rpcUrl: rpcUrl() }
  }
}
