import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

const COMMENT_LINE = /^\s*(\*|\/\*|\/\/)/
const RELATIVE_SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g

/**
 * Adds the file extension to every relative import in one emitted declaration file: the
 * sources use extension-less specifiers (bundler resolution), while a consumer's TypeScript
 * with `node16` / `nodenext` resolution needs `./x.js` or `./x/index.js`. `exists` is asked
 * about `.d.ts` paths next to the file. Comment lines (JSDoc examples) are left as written.
 * @example
 * rewriteDeclarationSpecifiers("export { a } from './a'", '/dist/index.d.ts', () => true)
 * // "export { a } from './a.js'"
 */
export function rewriteDeclarationSpecifiers(
  text: string,
  file: string,
  exists: (path: string) => boolean = existsSync,
): string {
  const dir = dirname(file)
  const rewrite = (whole: string, lead: string, quote: string, spec: string) => {
    if (/\.(js|mjs|cjs|json)$/.test(spec)) return whole
    if (exists(join(dir, `${spec}.d.ts`))) return `${lead}${quote}${spec}.js${quote}`
    if (exists(join(dir, spec, 'index.d.ts'))) return `${lead}${quote}${spec}/index.js${quote}`
    throw new Error(`${file}: cannot resolve the declaration of '${spec}'`)
  }
  return text
    .split('\n')
    .map((line) => (COMMENT_LINE.test(line) ? line : line.replace(RELATIVE_SPECIFIER, rewrite)))
    .join('\n')
}
