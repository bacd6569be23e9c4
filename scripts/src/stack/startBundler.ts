import { defaultAccountAbstraction } from '@portico/test/devnet/accountAbstraction'
import { deployAccountAbstraction } from '@portico/test/devnet/deployAccountAbstraction'
import { deployVerifyingPaymaster } from '@portico/test/devnet/deployVerifyingPaymaster'
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
 * deposit), and starts its alto bundler, funded from the devnet; resolves once the bundler
 * answers. It runs as a service of the stack, named `bundler <chainId>`.
 * @example
 * const bundler = await startBundler({ chainId: 31337, rpcUrl, port: 4337, log })
 * await bundler.stop()
 */
export async function startBundler(options: StartBundlerOptions): Promise<Service> {
  const name = `bundler ${options.chainId}`
  await deployAccountAbstraction(options.rpcUrl)
  await deployVerifyingPaymaster(options.rpcUrl)
  options.log('stack', `EntryPoint, account factories and paymaster deployed on ${options.chainId}`)
  const alto = await startAlto({
    rpcUrl: options.rpcUrl,
    entryPoint: defaultAccountAbstraction.entryPoint,
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
