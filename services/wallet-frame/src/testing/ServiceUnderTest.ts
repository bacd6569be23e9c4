import type { WalletFrameConfig } from '../config/walletFrameConfigSchema'

/**
 * What the frame in Node and the login helpers need of a service: something that answers its
 * requests (the app itself, or a load balancer in front of several nodes) and its config.
 * @example const target: ServiceUnderTest = service
 */
export type ServiceUnderTest = {
  app: { request: (input: Request | string, init?: RequestInit) => Response | Promise<Response> }
  config: WalletFrameConfig
}
