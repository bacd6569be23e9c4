import { defaultAccountAbstraction } from '@portico/test/devnet/accountAbstraction'
import { deployAccountAbstraction } from '@portico/test/devnet/deployAccountAbstraction'
import { deployEip7702 } from '@portico/test/devnet/deployEip7702'
import { deployTokenPaymaster } from '@portico/test/devnet/deployTokenPaymaster'
import { deployVerifyingPaymaster } from '@portico/test/devnet/deployVerifyingPaymaster'
import { eip7702Devnet } from '@portico/test/devnet/eip7702Devnet'
import { startAlto } from '@portico/test/devnet/startAlto'
import type { Service } from './spawnService'

/**
 * Options of {@link startBundler}.
 * @example
 * startBundler({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', port: 4337, log } satisfies StartBundlerOptions)
 */
export type StartBundlerOptions = {
  chainId: number
  /** The devnet, fresh: the EntryPoint and the account factory are deployed on it first. */
  rpcUrl: string
  port: number
  log: (service: string, line: string) => void
  timeoutMs?: number
}

/**
 * Deploys ERC-4337 (EntryPoint v0.7 and the SimpleAccount factory, from the published
 * artifacts) on one devnet of the stack with the reference VerifyingPaymaster (trusting the dev
 * stack's paymaster signer, which the stack's gateway signs with; 100 ETH in its EntryPoint
 * deposit) and PorticoTokenPaymaster (gas paid in a token, the same signer, 100 ETH deposited), and
 * EIP-7702's EntryPoint v0.8 and Simple7702Account (`deployEip7702`, at mainnet's
 * addresses) with PorticoVerifyingPaymaster for v0.8 (trusting the same signer, 100 ETH
 * deposited), and starts its alto bundler on both EntryPoints, funded from the devnet; resolves
 * once the bundler answers. It runs as a service of the stack, named `bundler <chainId>`.
 * @example
 * const bundler = await startBundler({ chainId: 31337, rpcUrl, port: 4337, log })
 * await bundler.stop()
 */
export async function startBundler(options: StartBundlerOptions): Promise<Service> {
  const name = `bundler ${options.chainId}`
  await deployAccountAbstraction(options.rpcUrl)
  await deployVerifyingPaymaster(options.rpcUrl)
  await deployTokenPaymaster(options.rpcUrl)
  await deployEip7702(options.rpcUrl)
  options.log(
    'stack',
    `EntryPoints v0.7 and v0.8, account factories, 7702 delegate and the three paymasters deployed on ${options.chainId}`,
  )
  const alto = await startAlto({
    rpcUrl: options.rpcUrl,
    // Alto takes a comma-separated list; v0.7 first, as before.
    entryPoint: `${defaultAccountAbstraction.entryPoint},${eip7702Devnet.entryPoint}`,
    port: options.port,
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    log: (line) => options.log(name, line),
  })
  return {
    name,
    pid: alto.pid,
    exited: alto.exited,
    recentOutput: alto.recentOutput,
    stop: alto.stop,
  }
}
