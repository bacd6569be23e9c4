import { describe, expect, it } from 'vitest'
import { minifyCssLiterals } from './minifyCssLiterals'

const literal = (css: string) => `export const fooCss = \`${css}\`\n`

describe('minifyCssLiterals', () => {
  it('touches only exported stylesheets, not backticks in comments or other literals', () => {
    const source =
      '/** Uses `a` and `b`, then `c. */\nconst label = `a  {  b }`\nexport const fooCss = `\n.a { b: c; }\n`\n'
    expect(minifyCssLiterals(source)).toBe(
      '/** Uses `a` and `b`, then `c. */\nconst label = `a  {  b }`\nexport const fooCss = `.a{b:c}`\n',
    )
  })

  it('drops the whitespace, comments and last semicolons CSS ignores', () => {
    expect(
      minifyCssLiterals(
        literal('\n/* the host */\n:host {\n  all: initial !important;\n  display: contents;\n}\n'),
      ),
    ).toBe(literal(':host{all:initial !important;display:contents}'))
  })

  it('keeps the spaces that mean something: descendant combinators and calc operators', () => {
    expect(
      minifyCssLiterals(
        literal('.portico-root :focus-visible { width: calc(var(--a) * 0.75 + 2px); }'),
      ),
    ).toBe(literal('.portico-root :focus-visible{width:calc(var(--a) * 0.75 + 2px)}'))
  })

  it('keeps placeholders and the spaces around them', () => {
    const source = literal(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a placeholder as the module's text has it
      '.a {\n  --open: ${MODAL_ANIMATION_MS.open}ms;\n  margin: ${gap} ${gap};\n}',
    )
    expect(minifyCssLiterals(source)).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a placeholder as the module's text has it
      literal('.a{--open:${MODAL_ANIMATION_MS.open}ms;margin:${gap} ${gap}}'),
    )
  })

  it('keeps selectors, colour functions, shadows and media queries whole', () => {
    const css =
      ".k[data-variant='accent']:hover:not(:disabled) {\n  background: color-mix(in srgb, var(--x) 88%, #000);\n  box-shadow: inset 0 1px 0 rgba(255, 255, 255, 0.16), 0 1px 2px rgba(0, 0, 0, 0.2);\n}\n@media (prefers-reduced-motion: reduce) {\n  .k { transition-duration: 0.01ms !important; }\n}"
    const minified = minifyCssLiterals(literal(css))
    expect(minified).toBe(
      literal(
        ".k[data-variant='accent']:hover:not(:disabled){background:color-mix(in srgb,var(--x) 88%,#000);box-shadow:inset 0 1px 0 rgba(255,255,255,0.16),0 1px 2px rgba(0,0,0,0.2)}@media (prefers-reduced-motion:reduce){.k{transition-duration:0.01ms !important}}",
      ),
    )
  })
})
