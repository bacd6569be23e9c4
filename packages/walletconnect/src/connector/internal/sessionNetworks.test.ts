import { DEVNET_CHAINS } from '@portico/common'
import { expect, it } from 'vitest'
import { createRecordingContext } from '../../testing/createRecordingContext'
import { createWalletConnectState } from '../createWalletConnectState'
import { sessionNetworks } from './sessionNetworks'

it("proposes the connector's own networks while no adapter is attached", () => {
  const state = createWalletConnectState({ networks: [DEVNET_CHAINS.devnetB] })
  expect(sessionNetworks(state)).toEqual([DEVNET_CHAINS.devnetB])
  expect(sessionNetworks(createWalletConnectState({}))).toEqual([])
})

it("proposes every attached adapter's networks instead, once one is attached", () => {
  const state = createWalletConnectState({ networks: [DEVNET_CHAINS.devnetB] })
  state.contexts.set('eip155', createRecordingContext([DEVNET_CHAINS.devnetA]))
  expect(sessionNetworks(state)).toEqual([DEVNET_CHAINS.devnetA])
})
