import { toSimpleSmartAccount } from 'permissionless/accounts'
import { createSmartAccountClient } from 'permissionless/clients'
import { createPimlicoClient } from 'permissionless/clients/pimlico'
import { createPublicClient, http, type LocalAccount } from 'viem'
import { defaultAccountAbstraction } from './accountAbstraction'
import { devnetChain } from './devnetChain'

/**
 * Options of {@link createSimpleAccountClient}.
 * @example
 * const options: SimpleAccountClientOptions = { rpcUrl, chainId: 31337, bundlerUrl, owner }
 */
export type SimpleAccountClientOptions = {
  rpcUrl: string
  chainId: number
  /** Any ERC-4337 JSON-RPC endpoint: alto itself, or a gateway's bundler route. */
  bundlerUrl: string
  /** The key that owns (signs for) the account. */
  owner: LocalAccount
  /** Receipt polling interval; default 100 ms (anvil mines at once). */
  pollingInterval?: number
  /**
   * Ask `bundlerUrl` for sponsorship (ERC-7677 `pm_getPaymasterStubData` /
   * `pm_getPaymasterData`, as a gateway's bundler route answers them) for every user operation.
   */
  sponsored?: boolean
}

/**
 * A SimpleAccount (v0.7, from the devnet's factory at {@link defaultAccountAbstraction}) owned by
 * `owner`, and a permissionless smart-account client that sends its user operations to
 * `bundlerUrl`, priced with `pimlico_getUserOperationGasPrice` as permissionless apps do. The
 * account is counterfactual until its first user operation deploys it.
 * @example
 * const { account, smart } = await createSimpleAccountClient({ rpcUrl, chainId: 31337, bundlerUrl, owner })
 * const hash = await smart.sendUserOperation({ calls: [{ to, value: 1n }] })
 */
export async function createSimpleAccountClient(options: SimpleAccountClientOptions) {
  const chain = devnetChain(options.chainId, options.rpcUrl)
  const pollingInterval = options.pollingInterval ?? 100
  const client = createPublicClient({ chain, transport: http(), pollingInterval })
  const entryPoint = { address: defaultAccountAbstraction.entryPoint, version: '0.7' } as const
  const account = await toSimpleSmartAccount({
    client,
    owner: options.owner,
    entryPoint,
    factoryAddress: defaultAccountAbstraction.simpleAccountFactory,
  })
  const pimlico = createPimlicoClient({
    chain,
    transport: http(options.bundlerUrl),
    entryPoint,
    pollingInterval,
  })
  const smart = createSmartAccountClient({
    account,
    chain,
    client,
    bundlerTransport: http(options.bundlerUrl),
    pollingInterval,
    ...(options.sponsored && { paymaster: true }),
    userOperation: {
      estimateFeesPerGas: async () => (await pimlico.getUserOperationGasPrice()).fast,
    },
  })
  return { account, client, pimlico, smart }
}
