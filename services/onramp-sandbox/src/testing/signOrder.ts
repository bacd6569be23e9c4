import { createHmac } from 'node:crypto'
import type { SandboxOrder } from '../orders/sandboxOrderSchema'

/**
 * Signs an order the way the gateway's sandbox plugin does, for tests of the sandbox alone.
 * @example
 * app.request(`/checkout?order=${signOrder(secret, order)}`)
 */
export function signOrder(secret: string, order: SandboxOrder): string {
  const body = Buffer.from(JSON.stringify(order)).toString('base64url')
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
}
