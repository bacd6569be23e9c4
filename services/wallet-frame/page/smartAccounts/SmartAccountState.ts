import type { Address } from 'viem'
import type { FrameConfig } from '../../src/shared/FrameConfig'
import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import type { KeyManager } from '../createKeyManager'

/**
 * What the smart-account actions work with: the frame's config, service API, keys and storage,
 * the entry point and factory, the smart address of each owner (asked of the factory once) and
 * the gateway's smart-account networks (asked once; again after a failure); for the visitor's
 * own address as a smart account (EIP-7702), the EntryPoint v0.8 and the one implementation it
 * is delegated to, and which chains have them (asked once per chain; again after a failure).
 * @example
 * const state: SmartAccountState = { config, api, keys, storage, entryPoint, factoryAddress,
 *   eip7702, addresses: new Map(), networks: undefined, eip7702Chains: new Map() }
 */
export type SmartAccountState = {
  config: FrameConfig
  api: FrameApi
  keys: KeyManager
  storage: FrameStorage
  entryPoint: { readonly address: Address; readonly version: '0.7' }
  factoryAddress: Address
  eip7702: {
    readonly entryPoint: { readonly address: Address; readonly version: '0.8' }
    readonly implementation: Address
  }
  addresses: Map<string, Address>
  networks: Promise<number[]> | undefined
  eip7702Chains: Map<number, Promise<boolean>>
}
