import { defaultAccountAbstraction } from './accountAbstraction'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { deployEip7702 } from './deployEip7702'
import type { DeployVerifyingPaymasterOptions } from './deployVerifyingPaymaster'
import { eip7702Devnet } from './eip7702Devnet'
import { type Alto, startAlto } from './startAlto'
import { type Anvil, startAnvil } from './startAnvil'

/**
 * A devnet for EIP-7702 accounts, as the dev stack's are: anvil (Prague rules) with EntryPoint
 * v0.7 and its SimpleAccount factory, EntryPoint v0.8 and Simple7702Account at mainnet's
 * addresses, the v0.8 verifying paymaster trusting `options.paymaster.signer` (the dev stack's
 * signer by default), and one alto bundler serving both EntryPoints; `stop` ends both processes.
 * @example
 * const devnet = await startEip7702Devnet(31337)
 * await devnet.stop()
 */
export async function startEip7702Devnet(
  chainId: number,
  options: { paymaster?: DeployVerifyingPaymasterOptions } = {},
): Promise<{ anvil: Anvil; alto: Alto; stop: () => Promise<void> }> {
  const anvil = await startAnvil({ chainId })
  try {
    await deployAccountAbstraction(anvil.rpcUrl)
    await deployEip7702(anvil.rpcUrl, options)
    const alto = await startAlto({
      rpcUrl: anvil.rpcUrl,
      entryPoint: `${defaultAccountAbstraction.entryPoint},${eip7702Devnet.entryPoint}`,
    })
    return {
      anvil,
      alto,
      stop: async () => {
        await alto.stop()
        await anvil.stop()
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
