import type { SmartAccountState } from './SmartAccountState'

/**
 * The frame service's bundler route of the chain for the page's project (forwarded to the
 * frame's own gateway, never elsewhere).
 * @example await requestNode(api, bundlerPath(state, 31337), 'eth_chainId', [])
 */
export const bundlerPath = ({ config }: Pick<SmartAccountState, 'config'>, chainId: number) =>
  `/bundler/v1?projectId=${encodeURIComponent(config.projectId)}&chainId=${chainId}`
