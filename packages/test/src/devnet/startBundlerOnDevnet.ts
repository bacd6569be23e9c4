import { defaultAccountAbstraction } from './accountAbstraction'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { type Alto, type StartAltoOptions, startAlto } from './startAlto'

/**
 * Deploys ERC-4337 (EntryPoint v0.7 and the SimpleAccount factory) on the fresh devnet at
 * `rpcUrl` and starts an alto bundler on that EntryPoint; `options` go to {@link startAlto}.
 * @example
 * const alto = await startBundlerOnDevnet(anvil.rpcUrl)
 * await alto.stop()
 */
export async function startBundlerOnDevnet(
  rpcUrl: string,
  options: Omit<StartAltoOptions, 'rpcUrl' | 'entryPoint'> = {},
): Promise<Alto> {
  await deployAccountAbstraction(rpcUrl)
  return startAlto({ ...options, rpcUrl, entryPoint: defaultAccountAbstraction.entryPoint })
}
