import type { Address } from 'viem'
import type { FrameConfig } from '../../src/shared/FrameConfig'
import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import type { KeyManager } from '../createKeyManager'

/**
 * What the smart-account actions work with: the frame's config, service API, keys and storage,
 * the entry point and factory, the smart address of each owner (asked of the factory once) and
 * the gateway's smart-account networks (asked once; again after a failure).
 * @example const state: SmartAccountState = { config, api, keys, storage, entryPoint, factoryAddress, addresses: new Map(), networks: undefined }
 */
export type SmartAccountState = {
  config: FrameConfig
  api: FrameApi
  keys: KeyManager
  storage: FrameStorage
  entryPoint: { readonly address: Address; readonly version: '0.7' }
  factoryAddress: Address
  addresses: Map<string, Address>
  networks: Promise<number[]> | undefined
}
