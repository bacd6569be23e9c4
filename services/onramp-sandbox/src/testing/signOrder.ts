import { signToken } from '@portico/server'
import type { SandboxOrder } from '../orders/sandboxOrderSchema'

/**
 * Signs an order the way the gateway's sandbox plugin does (the foundation's signToken), for
 * tests of the sandbox alone.
 * @example
 * app.request(`/checkout?order=${signOrder(secret, order)}`)
 */
export function signOrder(secret: string, order: SandboxOrder): string {
  return signToken(secret, order)
}
