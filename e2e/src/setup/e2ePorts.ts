import { readStackPorts, type StackPorts } from '@portico/scripts'

/**
 * The stack of the e2e run lives on its own ports so it can run beside `npm start`.
 * Override one with `PORTICO_E2E_DEMO_PORT`, `PORTICO_E2E_GATEWAY_PORT`, … .
 * @example
 * e2eDefaultPorts.demo // 15173
 */
export const e2eDefaultPorts: Readonly<StackPorts> = {
  demo: 15173,
  testWallet: 15174,
  gateway: 15787,
  relay: 15788,
  devnetA: 15545,
  devnetB: 15546,
}

/**
 * The e2e ports with environment overrides applied.
 * @example
 * e2ePorts({ PORTICO_E2E_DEMO_PORT: '25173' }).demo // 25173
 */
export function e2ePorts(env: Record<string, string | undefined> = process.env): StackPorts {
  return readStackPorts(env, e2eDefaultPorts, 'PORTICO_E2E_')
}
