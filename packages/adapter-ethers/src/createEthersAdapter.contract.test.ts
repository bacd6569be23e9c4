import { describeAdapterContract } from '@portico/test/adapterContract'
import { createEthersAdapter } from './createEthersAdapter'

describeAdapterContract({
  name: 'ethers v6',
  createAdapter: ({ networks, discoveryTarget, storage, reconnectTimeoutMs, logger }) =>
    createEthersAdapter({ networks, discoveryTarget, storage, reconnectTimeoutMs, logger }),
})
