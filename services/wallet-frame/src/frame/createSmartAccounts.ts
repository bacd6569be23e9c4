import { porticoMessageTypedData, porticoUserOperationTypedData } from '@portico/common'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  createPublicClient,
  custom,
  defineChain,
  encodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  type LocalAccount,
  parseAbi,
} from 'viem'
import { createBundlerClient, getUserOperationHash } from 'viem/account-abstraction'
import { toAccount } from 'viem/accounts'
import { serializeErc6492Signature } from 'viem/utils'
import { z } from 'zod'
import type { FrameApi } from './createFrameApi'
import type { FrameStorage } from './createFrameStorage'
import type { KeyManager } from './createKeyManager'
import type { FrameConfig } from './FrameConfig'
import { FrameRequestError } from './FrameRequestError'
import { requestNode } from './requestNode'

/** The two account types of spec §6. @example const type: AccountType = 'smartAccount' */
export type AccountType = 'eoa' | 'smartAccount'

/** One call of a user operation. @example const call: SmartCall = { to, value: 1n } */
export type SmartCall = { to: Address; value?: bigint; data?: Hex }

const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
])
const networksSchema = z.object({ smartAccountEnabledNetworks: z.array(z.number().int()) })
const gasPriceSchema = z.object({
  fast: z.object({
    maxFeePerGas: z.string().regex(/^0x[0-9a-fA-F]+$/),
    maxPriorityFeePerGas: z.string().regex(/^0x[0-9a-fA-F]+$/),
  }),
})
const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/)
const receiptSchema = z
  .object({
    success: z.boolean(),
    receipt: z.object({
      transactionHash: hexSchema,
      blockHash: hexSchema,
      blockNumber: hexSchema,
      gasUsed: hexSchema,
      status: hexSchema,
      logs: z.array(
        z.object({ address: hexSchema, data: hexSchema, topics: z.array(hexSchema) }).loose(),
      ),
    }),
  })
  .loose()
  .nullable()
// Before the key is rebuilt: the account's address and stub signature need no key.
const refuse = async (): Promise<never> => {
  throw new FrameRequestError('The key is not loaded')
}

/**
 * The visitor's ERC-4337 smart account (v0.7, SimpleAccount's interface, from the configured
 * factory, owned by the frame's key, salt 0) on the networks
 * the gateway lists as smart-account enabled (spec §6): its counterfactual address from the
 * factory, whether it is deployed, the preferred account type (default smartAccount, kept in the
 * frame's storage), and calls sent as one user operation through the service's bundler route —
 * prepared without the key, signed inside `keys.withAccount`, deployed with the first one — and
 * its ERC-1271 signatures (ERC-6492 before deployment).
 * @example
 * const smart = createSmartAccounts({ config, api, keys, storage })
 * const { active } = await smart.accountsOf(eoa, 31337)
 * const { transactionHash } = await smart.sendCalls(eoa, 31337, [{ to, value: 1n }])
 */
export function createSmartAccounts(deps: {
  config: FrameConfig
  api: FrameApi
  keys: KeyManager
  storage: FrameStorage
}) {
  const { config, api, keys, storage } = deps
  const entryPoint = {
    address: config.smartAccounts.entryPoint as Address,
    version: '0.7',
  } as const
  const factoryAddress = config.smartAccounts.factory as Address
  const addresses = new Map<string, Address>()
  let networks: Promise<number[]> | undefined

  const chainOf = (chainId: number) => {
    const chain = config.chains.find((c) => c.chainId === chainId)
    if (!chain) throw new FrameRequestError('Chain is not supported')
    return defineChain({
      id: chainId,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [] } },
    })
  }
  const clientOf = (chainId: number) =>
    createPublicClient({
      chain: chainOf(chainId),
      transport: custom({
        request: ({ method, params }) =>
          requestNode(api, `/rpc/v1?chainId=${chainId}`, method, params as unknown[] | undefined),
      }),
    })
  const bundlerOf = (chainId: number) => {
    const path = `/bundler/v1?projectId=${encodeURIComponent(config.projectId)}&chainId=${chainId}`
    const send = (method: string, params?: readonly unknown[]) =>
      requestNode(api, path, method, params)
    return createBundlerClient({
      chain: chainOf(chainId),
      client: clientOf(chainId),
      // The frame's devnets mine at once; a public chain answers within a few polls.
      pollingInterval: 500,
      transport: custom({
        request: ({ method, params }) => send(method, params as unknown[] | undefined),
      }),
      userOperation: {
        // The bundler's own price (pimlico_getUserOperationGasPrice), as it will accept it.
        estimateFeesPerGas: async () => {
          const { fast } = gasPriceSchema.parse(await send('pimlico_getUserOperationGasPrice', []))
          return {
            maxFeePerGas: hexToBigInt(fast.maxFeePerGas as Hex),
            maxPriorityFeePerGas: hexToBigInt(fast.maxPriorityFeePerGas as Hex),
          }
        },
      },
    })
  }

  const enabledNetworks = (): Promise<number[]> => {
    networks ??= api
      .call(
        'GET',
        `/bundler/v1/networks?projectId=${encodeURIComponent(config.projectId)}`,
        {},
        networksSchema,
      )
      .then((answer) => answer.smartAccountEnabledNetworks)
      .catch((error: unknown) => {
        // Asked again next time: a gateway restart must not leave the frame on EOAs for good.
        networks = undefined
        throw error
      })
    return networks
  }
  const isEnabled = async (chainId: number) => {
    try {
      return (await enabledNetworks()).includes(chainId)
    } catch {
      return false
    }
  }
  const smartAddressOf = async (owner: string, chainId: number): Promise<Address> => {
    const key = `${factoryAddress}/${owner.toLowerCase()}`
    const known = addresses.get(key)
    if (known) return known
    const address = await clientOf(chainId).readContract({
      address: factoryAddress,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [getAddress(owner), 0n],
    })
    addresses.set(key, address)
    return address
  }
  const isDeployed = async (address: Address, chainId: number) => {
    const code = await clientOf(chainId).getCode({ address })
    return code !== undefined && code !== '0x'
  }
  const simpleAccount = async (owner: LocalAccount, chainId: number) =>
    toSimpleSmartAccount({
      client: clientOf(chainId),
      owner,
      entryPoint,
      factoryAddress,
      address: await smartAddressOf(owner.address, chainId),
    })

  return {
    enabledNetworks,
    isEnabled,
    /** The chosen account type, smartAccount unless the visitor switched to the EOA. */
    preferred: (): AccountType => storage.preferredAccountType() ?? 'smartAccount',
    setPreferred: (type: AccountType) => storage.setPreferredAccountType(type),
    smartAddressOf,
    isDeployed,

    /**
     * The accounts of `owner` on `chainId`: the smart account first where enabled, the EOA, and
     * which one is active (the preferred type where it exists, else the EOA).
     */
    async accountsOf(owner: string, chainId: number) {
      const eoa = getAddress(owner)
      if (!(await isEnabled(chainId))) {
        return {
          active: { type: 'eoa' as AccountType, address: eoa },
          accounts: [{ type: 'eoa' as AccountType, address: eoa }],
          smartAccountDeployed: false,
        }
      }
      const smart = await smartAddressOf(eoa, chainId)
      const type: AccountType = storage.preferredAccountType() ?? 'smartAccount'
      return {
        active: { type, address: type === 'smartAccount' ? smart : eoa },
        accounts: [
          { type: 'smartAccount' as AccountType, address: smart },
          { type: 'eoa' as AccountType, address: eoa },
        ],
        smartAccountDeployed: await isDeployed(smart, chainId),
      }
    },

    /**
     * The bundler's receipt of a user operation (`eth_getUserOperationReceipt`), null while it
     * is not bundled.
     */
    async receiptOf(chainId: number, userOpHash: Hex) {
      const path = `/bundler/v1?projectId=${encodeURIComponent(config.projectId)}&chainId=${chainId}`
      return receiptSchema.parse(
        await requestNode(api, path, 'eth_getUserOperationReceipt', [userOpHash]),
      )
    },

    /**
     * An ERC-1271 signature of `hash` by the smart account of `owner` (the owner's EIP-712
     * signature of `PorticoMessage(hash)` under the account's domain, which its isValidSignature
     * checks: valid for this account on this chain only), wrapped in ERC-6492 with the factory
     * call that deploys it while it is counterfactual.
     */
    async signHash(owner: string, chainId: number, hash: Hex): Promise<Hex> {
      const eoa = getAddress(owner)
      const smart = await smartAddressOf(eoa, chainId)
      const deployed = await isDeployed(smart, chainId)
      const signature = await keys.withAccount(eoa, (key) =>
        key.signTypedData(porticoMessageTypedData(smart, chainId, hash)),
      )
      if (deployed) return signature
      return serializeErc6492Signature({
        address: factoryAddress,
        data: encodeFunctionData({
          abi: factoryAbi,
          functionName: 'createAccount',
          args: [eoa, 0n],
        }),
        signature,
      })
    },

    /**
     * Sends `calls` from the smart account of `owner` as one user operation (deploying the
     * account with it when needed) and waits for it to be bundled.
     */
    async sendCalls(owner: string, chainId: number, calls: readonly SmartCall[]) {
      const bundler = bundlerOf(chainId)
      const stub = await simpleAccount(
        toAccount({
          address: getAddress(owner),
          signMessage: refuse,
          signTransaction: refuse,
          signTypedData: refuse,
        }),
        chainId,
      )
      const { account: _unused, ...prepared } = await bundler.prepareUserOperation({
        account: stub,
        calls: calls.map((call) => ({
          to: call.to,
          ...(call.value !== undefined && { value: call.value }),
          ...(call.data !== undefined && { data: call.data }),
        })),
      })
      // The owner signs the typed PorticoUserOperation, never the bare hash: the account accepts
      // nothing else, so no message signature can stand in for it.
      const hash = getUserOperationHash({
        userOperation: { ...prepared, sender: stub.address, signature: '0x' },
        entryPointAddress: entryPoint.address,
        entryPointVersion: '0.7',
        chainId,
      } as Parameters<typeof getUserOperationHash>[0])
      const signature = await keys.withAccount(owner, (key) =>
        key.signTypedData(porticoUserOperationTypedData(stub.address, chainId, hash)),
      )
      const userOpHash = await bundler.sendUserOperation({
        ...prepared,
        signature,
        entryPointAddress: entryPoint.address,
      } as unknown as Parameters<typeof bundler.sendUserOperation>[0])
      const receipt = await bundler.waitForUserOperationReceipt({
        hash: userOpHash,
        timeout: 120_000,
      })
      return {
        userOpHash,
        transactionHash: receipt.receipt.transactionHash,
        success: receipt.success,
      }
    },
  }
}

/** Smart accounts made by {@link createSmartAccounts}. @example await smart.enabledNetworks() */
export type SmartAccounts = ReturnType<typeof createSmartAccounts>
