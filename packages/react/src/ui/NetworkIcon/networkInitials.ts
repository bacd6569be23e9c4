/**
 * Letters for a network's fallback icon: the first letter, plus a short trailing word so
 * sibling networks stay apart ('Portico Devnet A' → 'PA', 'Base' → 'B').
 * @example
 * networkInitials('Portico Devnet B') // 'PB'
 */
export function networkInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.charAt(0).toUpperCase() ?? '?'
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return last && last.length <= 2 ? `${first}${last.toUpperCase()}` : first
}
