import { apiErrorSchema } from '@portico/common/schemas/api'
import { expect } from 'vitest'
import type { GatewayConfigInput } from '../config/gatewayConfigSchema'
import { createTestGateway } from './createTestGateway'

/**
 * A gateway with two projects ('demo' with an origin allowlist and remote features, 'open' with
 * analytics off), an unreachable chain RPC, a rate-limit bucket of two and a 1 KiB body limit;
 * `overrides` replace top-level config fields.
 * @example
 * const { app, close } = await createGuardedGateway({}, { allowLoopbackOrigins: true })
 */
export async function createGuardedGateway(
  options: Parameters<typeof createTestGateway>[1] = {},
  overrides: GatewayConfigInput = {},
) {
  return createTestGateway(
    {
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9/' }],
      projects: [
        {
          projectId: 'demo',
          allowedOrigins: ['https://*.example.com', 'app.portico.dev'],
          features: [{ id: 'swap', isEnabled: false, config: null }],
        },
        { projectId: 'open', analyticsEnabled: false },
      ],
      analytics: { capacity: 2, refillPerSecond: 1 },
      bodyLimitBytes: 1024,
      ...overrides,
    },
    options,
  )
}

/**
 * Asserts an error answer: status, stable code and (optionally) the exact message.
 * @example
 * await expectApiError(res, 403, 'UNAUTHORIZED_ORIGIN', 'Unauthorized: origin not allowed')
 */
export async function expectApiError(
  res: Response,
  status: number,
  code: string,
  message?: string,
) {
  expect(res.status).toBe(status)
  const body = apiErrorSchema.parse(await res.json())
  expect(body.code).toBe(code)
  if (message) expect(body.message).toBe(message)
  return body
}
