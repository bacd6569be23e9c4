import { STORAGE_KEYS } from '@portico/common'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'

/**
 * The SIWX session tokens the page keeps (by `chainId:address`), read from its localStorage.
 * @example
 * const [token] = Object.values(await storedSiwxTokens(page))
 */
export async function storedSiwxTokens(page: Page): Promise<Record<string, string>> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.siwxAuthToken)
  return raw ? (JSON.parse(raw) as Record<string, string>) : {}
}

/**
 * GET /v1/siwx/sessions on the stack's gateway with a bearer token, from the test runner (not
 * the page): the status and the addresses the server lists.
 * @example
 * expect(await gatewaySessions(token)).toEqual({ status: 200, addresses: [address] })
 */
export async function gatewaySessions(
  token: string,
): Promise<{ status: number; addresses: string[] }> {
  const stack = inject('stack')
  if (!stack.urls.gateway) throw new Error('the e2e stack runs without the gateway')
  const url = new URL('/v1/siwx/sessions', stack.urls.gateway)
  url.searchParams.set('projectId', stack.projectId)
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } })
  const body = (await res.json()) as { sessions?: Array<{ address: string }> }
  return { status: res.status, addresses: (body.sessions ?? []).map((s) => s.address) }
}
