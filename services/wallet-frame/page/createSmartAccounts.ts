import type { Address, Hex } from 'viem'
import type { FrameConfig } from '../src/shared/FrameConfig'
import type { FrameApi } from './createFrameApi'
import type { FrameStorage } from './createFrameStorage'
import type { KeyManager } from './createKeyManager'
import type { AccountType, OperationAccountType } from './smartAccounts/AccountType'
import { accountsOf } from './smartAccounts/accountsOf'
import { enabledNetworks } from './smartAccounts/enabledNetworks'
import { estimateCalls } from './smartAccounts/estimateCalls'
import { isDelegated } from './smartAccounts/isDelegated'
import { isDeployed } from './smartAccounts/isDeployed'
import { isEnabled } from './smartAccounts/isEnabled'
import { preferredAccountType } from './smartAccounts/preferredAccountType'
import { receiptOf } from './smartAccounts/receiptOf'
import type { SmartAccountState } from './smartAccounts/SmartAccountState'
import type { SmartCall } from './smartAccounts/SmartCall'
import { sendCalls } from './smartAccounts/sendCalls'
import { signHash } from './smartAccounts/signHash'
import { smartAddressOf } from './smartAccounts/smartAddressOf'
import { supportsEip7702 } from './smartAccounts/supportsEip7702'

/**
 * The visitor's ERC-4337 smart account (v0.7, SimpleAccount's interface, from the configured
 * factory, owned by the frame's key, salt 0) on the networks
 * the gateway lists as smart-account enabled (spec §6): its counterfactual address from the
 * factory, whether it is deployed, the preferred account type (default smartAccount, kept in the
 * frame's storage), and calls sent as one user operation through the service's bundler route —
 * prepared without the key, signed inside `keys.withAccount`, deployed with the first one, paid
 * by the site where its gateway's paymaster sponsors it (ERC-7677), or in a token the account
 * holds through the gateway's token paymaster when its ether cannot pay — what such an operation will
 * cost the visitor, and its ERC-1271 signatures (ERC-6492 before deployment). Where the chain
 * has the configured EntryPoint v0.8 and implementation, the visitor's own address can be the
 * smart account instead (`eip7702`): its calls go as v0.8 user operations, the first of them
 * carrying the authorization that delegates it to that implementation.
 * @example
 * const smart = createSmartAccounts({ config, api, keys, storage })
 * const { active } = await smart.accountsOf(eoa, 31337)
 * const fee = await smart.estimateCalls(eoa, 31337, [{ to, value: 1n }])
 * const { transactionHash } = await smart.sendCalls(eoa, 31337, [{ to, value: 1n }], { sponsored: 'paidBy' in fee })
 */
export function createSmartAccounts(deps: {
  config: FrameConfig
  api: FrameApi
  keys: KeyManager
  storage: FrameStorage
}) {
  const { config, api, keys, storage } = deps
  const state: SmartAccountState = {
    config,
    api,
    keys,
    storage,
    entryPoint: { address: config.smartAccounts.entryPoint as Address, version: '0.7' },
    factoryAddress: config.smartAccounts.factory as Address,
    eip7702: {
      entryPoint: { address: config.smartAccounts.eip7702.entryPoint as Address, version: '0.8' },
      implementation: config.smartAccounts.eip7702.implementation as Address,
    },
    addresses: new Map<string, Address>(),
    networks: undefined,
    eip7702Chains: new Map(),
  }

  return {
    enabledNetworks: () => enabledNetworks(state),
    isEnabled: (chainId: number) => isEnabled(state, chainId),
    /** The chosen account type, smartAccount unless the visitor switched to the EOA. */
    preferred: (): AccountType => preferredAccountType(state),
    setPreferred: (type: AccountType) => storage.setPreferredAccountType(type),
    smartAddressOf: (owner: string, chainId: number) => smartAddressOf(state, owner, chainId),
    isDeployed: (address: Address, chainId: number) => isDeployed(state, address, chainId),
    /** See {@link supportsEip7702}. */
    supportsEip7702: (chainId: number) => supportsEip7702(state, chainId),
    /** See {@link isDelegated}. */
    isDelegated: (eoa: string, chainId: number) => isDelegated(state, eoa, chainId),
    /** See {@link accountsOf}. */
    accountsOf: (owner: string, chainId: number) => accountsOf(state, owner, chainId),
    /** See {@link receiptOf}. */
    receiptOf: (chainId: number, userOpHash: Hex) => receiptOf(state, chainId, userOpHash),
    /** See {@link signHash}. */
    signHash: (owner: string, chainId: number, hash: Hex) => signHash(state, owner, chainId, hash),
    /** See {@link estimateCalls}. */
    estimateCalls: (
      owner: string,
      chainId: number,
      calls: readonly SmartCall[],
      options?: { sponsored: boolean; type?: OperationAccountType },
    ) => estimateCalls(state, owner, chainId, calls, options),
    /** See {@link sendCalls}. */
    sendCalls: (
      owner: string,
      chainId: number,
      calls: readonly SmartCall[],
      options: Parameters<typeof sendCalls>[4],
    ) => sendCalls(state, owner, chainId, calls, options),
  }
}

/** Smart accounts made by {@link createSmartAccounts}. @example await smart.enabledNetworks() */
export type SmartAccounts = ReturnType<typeof createSmartAccounts>
