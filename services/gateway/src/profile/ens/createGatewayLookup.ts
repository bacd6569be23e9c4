import type { Address, Hex } from 'viem'
import { z } from 'zod'
import { NameLookupError } from './NameLookupError'

const answerSchema = z.object({ data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/) })

/**
 * One EIP-3668 gateway request: `sender` is the contract that asked, `data` its call data.
 * @example const lookup: GatewayLookup = (sender, urls, data) => Promise.resolve('0x')
 */
export type GatewayLookup = (sender: Address, urls: readonly string[], data: Hex) => Promise<Hex>

/**
 * Asks the gateways an offchain resolver names (EIP-3668): each URL in turn, at most `maxUrls`
 * of them, GET with `{sender}` and `{data}` filled in when the template has `{data}`, else POST
 * of `{ sender, data }`; the first `{ data: 0x… }` answer wins. `fetchJson` is the gateway's
 * bounded reader of strangers' URLs (http(s) only, public addresses unless allowed, size and
 * time capped), so a resolver cannot make the gateway read its own network.
 * @example
 * const lookup = createGatewayLookup({ fetchJson, maxUrls: 4 })
 * await lookup('0x…resolver', ['https://ccip.example/{sender}/{data}.json'], '0x…')
 */
export function createGatewayLookup(options: {
  fetchJson: (url: string, body?: unknown) => Promise<unknown>
  maxUrls: number
}): GatewayLookup {
  return async (sender, urls, data) => {
    const failures: string[] = []
    for (const template of urls.slice(0, options.maxUrls)) {
      const url = template.replaceAll('{sender}', sender.toLowerCase()).replaceAll('{data}', data)
      try {
        const answer = template.includes('{data}')
          ? await options.fetchJson(url)
          : await options.fetchJson(url, { sender: sender.toLowerCase(), data })
        const parsed = answerSchema.safeParse(answer)
        if (parsed.success) return parsed.data.data as Hex
        failures.push(`${hostOf(template)}: not a lookup answer`)
      } catch (error) {
        failures.push(`${hostOf(template)}: ${error instanceof Error ? error.message : 'failed'}`)
      }
    }
    if (urls.length === 0) failures.push('the resolver named no gateway')
    throw new NameLookupError('GATEWAY_FAILED', `offchain gateways failed (${failures.join('; ')})`)
  }
}

function hostOf(template: string): string {
  try {
    return new URL(template).host || template.slice(0, 40)
  } catch {
    return template.slice(0, 40)
  }
}
