import { NoRpcUrlError } from '@portico/common'
import { http, type Transport } from '@wagmi/core'
import { createTransport, type EIP1193RequestFn } from 'viem'
import { HTTP_OPTIONS } from './httpOptions'

/**
 * An HTTP transport whose URL is known only later: for a network the app gave no RPC URL, which
 * reads through the gateway once core hands the adapter its options (`setup`). Each request
 * asks `urlOf()`; before there is a URL requests fail with 'No RPC url provided for chainId'.
 * Retries stay the inner transport's own. Loads with its first request (loadOwnTransports): by then
 * core has started, and the URL is usually known.
 * @example
 * const transport = lateHttp(() => urls.get(31337))
 */
export function lateHttp(urlOf: () => string | undefined): Transport {
  return (params) => {
    let inner: { url: string; transport: ReturnType<Transport> } | undefined
    const current = () => {
      const url = urlOf()
      if (url === undefined) throw new NoRpcUrlError()
      if (inner?.url !== url) inner = { url, transport: http(url, HTTP_OPTIONS)(params) }
      return inner.transport
    }
    return createTransport({
      key: 'http',
      name: 'HTTP JSON-RPC',
      type: 'http',
      retryCount: 0,
      request: (async (args) => current().request(args)) as EIP1193RequestFn,
    })
  }
}
