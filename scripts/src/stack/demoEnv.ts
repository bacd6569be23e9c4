import type { StackInfo } from './StackInfo'

/**
 * The `VITE_*` variables the demo and the test wallet app read through `import.meta.env`.
 *
 * @example
 * demoEnv(info).VITE_PORTICO_RPC_31337 // 'http://127.0.0.1:8545'
 */
export function demoEnv(info: StackInfo): Record<string, string> {
  const env: Record<string, string> = {
    VITE_PORTICO_PROJECT_ID: info.projectId,
    // The stack's demo (dev server or e2e build) offers ?testWallet=1; other builds do not.
    VITE_PORTICO_TEST_WALLET: '1',
    VITE_PORTICO_TOKENS: JSON.stringify(
      Object.fromEntries(info.chains.map((chain) => [chain.chainId, chain.tokens])),
    ),
  }
  if (info.urls.gateway) {
    env.VITE_PORTICO_GATEWAY_URL = info.urls.gateway
    // The name the demo's client reads for its API base URL.
    env.VITE_PORTICO_API_URL = info.urls.gateway
  }
  if (info.urls.relay) env.VITE_PORTICO_RELAY_URL = info.urls.relay
  if (info.urls.solanaRpc) env.VITE_PORTICO_SOLANA_RPC = info.urls.solanaRpc
  if (info.urls.walletFrame) env.VITE_PORTICO_WALLET_FRAME_URL = info.urls.walletFrame
  if (info.urls.demo) env.VITE_PORTICO_DEMO_URL = info.urls.demo
  if (info.urls.testWallet) env.VITE_PORTICO_TEST_WALLET_URL = info.urls.testWallet
  for (const chain of info.chains) env[`VITE_PORTICO_RPC_${chain.chainId}`] = chain.rpcUrl
  return env
}
