/**
 * Waits until the gateway's history for `address` on `chainId` holds at least `count`
 * transactions, so the page's first history fetch (cached 15 s by the kit) already sees them.
 * @example
 * await waitForIndexed(stack.urls.gateway, stack.projectId, address, 'eip155:31337', 2)
 */
export async function waitForIndexed(
  gatewayUrl: string,
  projectId: string,
  address: string,
  chainId: string,
  count: number,
): Promise<void> {
  const url = new URL(`/v1/account/${address}/history`, gatewayUrl)
  url.searchParams.set('chainId', chainId)
  url.searchParams.set('projectId', projectId)
  const deadline = Date.now() + 20_000
  let seen = 0
  while (Date.now() < deadline) {
    const response = await fetch(url)
    const body = (await response.json()) as { data?: unknown[] }
    seen = body.data?.length ?? 0
    if (seen >= count) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`waitForIndexed: ${seen} of ${count} transactions after 20 s (${url.pathname})`)
}
