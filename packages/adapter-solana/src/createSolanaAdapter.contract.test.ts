import { describeSolanaAdapterContract } from '@portico/test/adapterContract/solana'
import { createSolanaAdapter } from './createSolanaAdapter'

describeSolanaAdapterContract({
  name: 'wallet-standard + @solana/kit',
  createAdapter: ({ networks, storage, reconnectTimeoutMs }) =>
    createSolanaAdapter({ networks, storage, reconnectTimeoutMs }),
})
