const WC_URI = /^wc:[0-9a-f]{64}@2\?\S+$/i

/**
 * The WalletConnect uri in pasted text or in a page address: the text itself (trimmed), a
 * `uri` query parameter (`/?uri=wc:…`, `/wc?uri=wc:…`) or a `wc:` uri inside a link.
 * Undefined when there is none.
 * @example
 * readPairingUri('http://127.0.0.1:5174/wc?uri=wc%3Aab…') // 'wc:ab…'
 */
export function readPairingUri(input: string): string | undefined {
  const text = input.trim()
  if (WC_URI.test(text)) return text
  try {
    const param = new URL(text).searchParams.get('uri')
    if (param && WC_URI.test(param.trim())) return param.trim()
  } catch {
    // Not a URL: fall through to searching the text.
  }
  const found = /wc:[0-9a-f]{64}@2\?[^\s"'<>]+/i.exec(text)?.[0]
  return found && WC_URI.test(found) ? found : undefined
}
