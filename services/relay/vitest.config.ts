import { defineProject } from 'vitest/config'
import { SOURCE_CONDITION } from '../../sourceConditions'

// Resolve as Node does. With Vite's 'module' condition the WalletConnect SDK loads its ESM build,
// whose default import of the CommonJS @walletconnect/jsonrpc-ws-connection is not a constructor.
const conditions = [SOURCE_CONDITION, 'node', 'development|production']

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'relay',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
