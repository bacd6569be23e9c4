import { describeAdapterContract } from '@portico/test/adapterContract'
import { createEthers5Adapter } from './createEthers5Adapter'

describeAdapterContract({
  name: 'ethers v5',
  createAdapter: ({ networks, discoveryTarget, storage, reconnectTimeoutMs, logger }) =>
    createEthers5Adapter({ networks, discoveryTarget, storage, reconnectTimeoutMs, logger }),
})
