/**
 * Whether text is for reading: no control characters but tab and line breaks, so what the
 * approval view shows is all there is. Messages must be such text to be signed as text.
 * @example isPrintableText('Sign in to example.com\nNonce: 12') // true
 */
export function isPrintableText(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    if (ch === '\t' || ch === '\n' || ch === '\r') continue
    // C0 controls, DEL, C1 controls.
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false
    // Bidirectional overrides and isolates reorder what is shown.
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return false
  }
  return true
}
