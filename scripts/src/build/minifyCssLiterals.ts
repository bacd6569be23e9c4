/**
 * The shipped form of a stylesheet module (`fooCss.ts`: `export const fooCss = \`…\``): the
 * stylesheet's comments and the whitespace CSS ignores removed. Only such exported literals are
 * touched, never a backtick in a comment or other code. Only what is safe in every CSS
 * context goes: a run of whitespace becomes one space (a descendant combinator, `calc(a + b)`),
 * and the spaces around `{`, `}`, `;`, `,`, after `:`, and a `;` before `}` are dropped. A
 * `${…}` inside a literal is kept as it is, with the spaces around it.
 * @example
 * minifyCssLiterals('export const aCss = `\n.a :focus {\n  width: calc(1px + 2px);\n}\n`')
 * // 'export const aCss = `.a :focus{width:calc(1px + 2px)}`'
 */
export function minifyCssLiterals(code: string): string {
  return code.replace(/(export const \w+Css = )`([^`]*)`/g, (_, head: string, body: string) => {
    // Odd parts are the literal's `${…}` placeholders; the CSS text around them is minified.
    const parts = body.split(/(\$\{[^}]*\})/)
    const minified = parts.map((part, index) => (index % 2 === 1 ? part : minifyCss(part)))
    return `${head}\`${minified.join('').trim()}\``
  })
}

function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;\}/g, '}')
}
