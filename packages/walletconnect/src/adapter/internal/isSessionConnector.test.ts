import type { ChainAdapter } from '@portico/core'
import { expect, it } from 'vitest'
import type { ComposedAdapterState } from '../ComposedAdapterState'
import { isSessionConnector } from './isSessionConnector'

const walletConnect = { id: 'walletConnect' }

function state(inner: ChainAdapter | undefined): ComposedAdapterState {
  return { walletConnect, inner } as unknown as ComposedAdapterState
}

it('takes calls naming the WalletConnect connector', () => {
  expect(isSessionConnector(state({} as ChainAdapter), 'walletConnect')).toBe(true)
  expect(isSessionConnector(state({} as ChainAdapter), 'io.metamask')).toBe(false)
})

it('takes calls naming no connector only when there is no inner adapter', () => {
  expect(isSessionConnector(state(undefined), undefined)).toBe(true)
  expect(isSessionConnector(state({} as ChainAdapter), undefined)).toBe(false)
})
