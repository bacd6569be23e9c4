import { isSafeWalletLink } from '@portico/common'

/**
 * The link that opens a wallet with a pairing uri: `<app>/wc?uri=<encoded uri>`. An http(s)
 * link (universal link, web app) keeps its host and path; a bare scheme (`metamask:`,
 * `rainbow://`) becomes `scheme://`. Undefined for a link that is not safe to open (see
 * isSafeWalletLink: `javascript:`, `data:`… or plain http off this machine): catalogue data
 * comes over the network and must never become a script URL.
 * @example
 * toWalletLink('http://127.0.0.1:5174', 'wc:ab@2?relay-protocol=irn')
 * // 'http://127.0.0.1:5174/wc?uri=wc%3Aab%402%3Frelay-protocol%3Dirn'
 */
export function toWalletLink(appLink: string, wcUri: string): string | undefined {
  const uri = encodeURIComponent(wcUri)
  if (/^https?:\/\//i.test(appLink)) {
    if (!isSafeWalletLink(appLink)) return undefined
    return `${appLink.endsWith('/') ? appLink : `${appLink}/`}wc?uri=${uri}`
  }
  const scheme = appLink.includes('://') ? appLink : `${appLink.replace(/[:/]+$/, '')}://`
  if (!isSafeWalletLink(scheme)) return undefined
  return `${scheme.endsWith('/') ? scheme : `${scheme}/`}wc?uri=${uri}`
}
