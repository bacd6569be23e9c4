import { porticoUserOperationTypedData } from '@portico/common'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import { createSmartAccountClient } from 'permissionless/clients'
import { createPimlicoClient } from 'permissionless/clients/pimlico'
import { concat, createPublicClient, type Hex, http, type LocalAccount } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { defaultAccountAbstraction } from './accountAbstraction'
import { devnetChain } from './devnetChain'

/**
 * Options of {@link createPorticoAccountClient}.
 * @example
 * const options: PorticoAccountClientOptions = { rpcUrl, chainId: 31337, bundlerUrl, owner }
 */
export type PorticoAccountClientOptions = {
  rpcUrl: string
  chainId: number
  /** Any ERC-4337 JSON-RPC endpoint: alto itself, or a gateway's bundler route. */
  bundlerUrl: string
  /**
   * The account's owner: its address picks the account (salt 0), it signs unless `session`, as
   * the account requires: the typed `PorticoUserOperation` of the operation's hash.
   */
  owner: LocalAccount | Hex
  /**
   * Sign as a session key instead of the owner: PorticoSessionValidator's session signature
   * (0x01 ‖ session id ‖ the key's signature of the user operation's hash).
   */
  session?: { id: Hex; key: LocalAccount }
  /**
   * Ask `bundlerUrl` for sponsorship (ERC-7677 `pm_getPaymasterStubData` /
   * `pm_getPaymasterData`, as a gateway's bundler route answers them) for every user operation.
   */
  sponsored?: boolean
}

// The stub permissionless's SimpleAccount uses: a well-formed 65-byte signature of nobody.
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * A PorticoAccount (the devnet's PorticoAccountFactory, salt 0; SimpleAccount's interface) of
 * `owner` and a permissionless smart-account client sending its user operations to
 * `bundlerUrl`. With `session`, the operations carry a session signature, so the account's
 * session validator (not the owner) decides: what a dapp holding a granted session key does.
 * @example
 * const { smart } = await createPorticoAccountClient({ rpcUrl, chainId, bundlerUrl, owner, session: { id, key } })
 * await smart.sendUserOperation({ calls: [{ to: token, data }] })
 */
export async function createPorticoAccountClient(options: PorticoAccountClientOptions) {
  const chain = devnetChain(options.chainId, options.rpcUrl)
  const client = createPublicClient({ chain, transport: http(), pollingInterval: 100 })
  const entryPoint = { address: defaultAccountAbstraction.entryPoint, version: '0.7' } as const
  const owner =
    typeof options.owner === 'string'
      ? // Only the address matters when a session key signs: the owner never does.
        ({ address: options.owner, type: 'local' } as unknown as LocalAccount)
      : options.owner
  const simple = await toSimpleSmartAccount({
    client,
    owner,
    entryPoint,
    factoryAddress: defaultAccountAbstraction.porticoAccountFactory,
  })
  const { session } = options
  const hashOf = (operation: Parameters<typeof simple.signUserOperation>[0]) =>
    getUserOperationHash({
      userOperation: { ...operation, sender: simple.address, signature: '0x' },
      entryPointAddress: entryPoint.address,
      entryPointVersion: '0.7',
      chainId: options.chainId,
    } as Parameters<typeof getUserOperationHash>[0])
  const account = session
    ? {
        ...simple,
        async getStubSignature() {
          return concat(['0x01', session.id, STUB_SIGNATURE])
        },
        async signUserOperation(
          operation: Parameters<typeof simple.signUserOperation>[0],
        ): Promise<Hex> {
          const hash = hashOf(operation)
          return concat([
            '0x01',
            session.id,
            await session.key.signMessage({ message: { raw: hash } }),
          ])
        },
      }
    : {
        ...simple,
        // SimpleAccount's owner signs the bare hash (EIP-191), which PorticoAccount refuses.
        async signUserOperation(
          operation: Parameters<typeof simple.signUserOperation>[0],
        ): Promise<Hex> {
          return owner.signTypedData(
            porticoUserOperationTypedData(simple.address, options.chainId, hashOf(operation)),
          )
        },
      }
  const pimlico = createPimlicoClient({
    chain,
    transport: http(options.bundlerUrl),
    entryPoint,
    pollingInterval: 100,
  })
  const smart = createSmartAccountClient({
    account,
    chain,
    client,
    bundlerTransport: http(options.bundlerUrl),
    pollingInterval: 100,
    ...(options.sponsored && { paymaster: true }),
    userOperation: {
      estimateFeesPerGas: async () => (await pimlico.getUserOperationGasPrice()).fast,
    },
  })
  return { account, client, smart }
}
