// @vitest-environment jsdom
import { describeAdapterContract } from '@portico/test/adapterContract'
import { createWagmiAdapter } from './createWagmiAdapter'

describeAdapterContract({
  name: 'wagmi',
  createAdapter: ({ networks, discoveryTarget, storage, reconnectTimeoutMs, logger }) =>
    createWagmiAdapter({ networks, discoveryTarget, storage, reconnectTimeoutMs, logger }),
})
