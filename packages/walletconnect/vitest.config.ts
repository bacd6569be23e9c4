import { defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'
import { SOURCE_CONDITION, sourceConditions } from '../../sourceConditions.ts'

export default defineProject({
  ...sourceConditions,
  // Vitest hands these conditions to Node for the SDK's own imports. With the bundlers'
  // 'module' condition Node takes @walletconnect/core's ESM build, whose default import of the
  // CommonJS @walletconnect/jsonrpc-ws-connection is then no constructor: the relay is never
  // reached. Node's own resolution (CommonJS builds) is what the SDK is tested with.
  ssr: {
    resolve: {
      conditions: [
        SOURCE_CONDITION,
        ...defaultServerConditions.filter((condition) => condition !== 'module'),
      ],
    },
  },
  test: {
    name: 'walletconnect',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
