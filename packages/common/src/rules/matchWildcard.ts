/**
 * Whether `text` matches `pattern`, where '*' stands for any run of characters (possibly empty)
 * and every other character is literal. No regular expression is built, so pattern characters
 * never act as regex syntax.
 * @example
 * matchWildcard('*.example.com', 'app.example.com') // true
 */
export function matchWildcard(pattern: string, text: string): boolean {
  let p = 0
  let t = 0
  let star = -1
  let resume = 0
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p++
      t++
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++
      resume = t
    } else if (star >= 0) {
      p = star + 1
      t = ++resume
    } else {
      return false
    }
  }
  while (pattern[p] === '*') p++
  return p === pattern.length
}
