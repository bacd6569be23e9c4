import { DEVNET_CHAINS, KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { unlistedNetworkOf } from './unlistedNetworkOf'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const networks = [DEVNET_CHAINS.devnetA, KNOWN_CHAINS.mainnet]

describe('unlistedNetworkOf', () => {
  it('names the chain a connected wallet moved to when the app does not list it', () => {
    expect(unlistedNetworkOf(`eip155:999:${address}`, networks)).toBe('eip155:999')
  })

  it('is undefined on a listed network, or without a (valid) account', () => {
    expect(unlistedNetworkOf(`eip155:31337:${address}`, networks)).toBeUndefined()
    expect(unlistedNetworkOf(undefined, networks)).toBeUndefined()
    expect(unlistedNetworkOf('not a caip address', networks)).toBeUndefined()
  })
})
