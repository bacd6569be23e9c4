import { EMBEDDED_WALLET_SDK_VERSION } from '@portico/common'

/**
 * The secure frame page's address: `<frameUrl>/frame` with the query of spec §7 (projectId,
 * chainId, version — spec §9 default 4 — and enableLogger). A `frameUrl` with a path keeps it,
 * so a frame service mounted under a prefix works too.
 * @example
 * buildFrameUrl({ frameUrl: 'http://127.0.0.1:8789', projectId: 'demo', chainId: 31337 })
 * // URL 'http://127.0.0.1:8789/frame?projectId=demo&chainId=31337&version=4&enableLogger=false'
 */
export function buildFrameUrl(params: {
  frameUrl: string
  projectId?: string | undefined
  chainId: number | string
  version?: number
  enableLogger?: boolean
}): URL {
  const base = new URL(params.frameUrl)
  const url = new URL(`${base.pathname.replace(/\/+$/, '')}/frame`, base)
  url.searchParams.set('projectId', params.projectId ?? '')
  url.searchParams.set('chainId', String(params.chainId))
  url.searchParams.set('version', String(params.version ?? EMBEDDED_WALLET_SDK_VERSION))
  url.searchParams.set('enableLogger', String(params.enableLogger ?? false))
  return url
}
