import { parseAst } from 'rolldown/parseAst'

// Top-level statements that only declare something: a bundler may drop them when nothing they
// declare is used. Everything else (a call, an assignment, an `if`, a loop, an import kept only
// for its effect) runs when the module is imported, and is lost if the module is dropped.
const DECLARATIONS = new Set([
  'ExportNamedDeclaration',
  'ExportDefaultDeclaration',
  'ExportAllDeclaration',
  'VariableDeclaration',
  'FunctionDeclaration',
  'ClassDeclaration',
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
  'TSModuleDeclaration',
  'TSEnumDeclaration',
  'TSDeclareFunction',
  'EmptyStatement',
])

/**
 * The top-level statements of a TypeScript module that run for their effect when the module is
 * imported, as `line N: <statement kind>`: what a package must declare in `sideEffects` so that
 * bundlers keep the module. Directives ('use client') and declarations are not effects; an
 * `import './x'` without bindings is, since it is only there for what `./x` does.
 * @example
 * findTopLevelEffects("customElements.define('x-a', A)\n", 'a.ts') // ['line 1: ExpressionStatement']
 */
export function findTopLevelEffects(source: string, filename: string): string[] {
  const program = parseAst(source, { lang: filename.endsWith('.tsx') ? 'tsx' : 'ts' }, filename)
  return program.body.flatMap((statement) => {
    if (statement.type === 'ExpressionStatement' && statement.directive !== null) return []
    if (statement.type === 'ImportDeclaration') {
      const bindsNothing = (statement.specifiers ?? []).length === 0
      return bindsNothing && statement.importKind !== 'type'
        ? [`line ${lineOf(source, statement.start)}: import for effect`]
        : []
    }
    if (DECLARATIONS.has(statement.type)) return []
    return [`line ${lineOf(source, statement.start)}: ${statement.type}`]
  })
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length
}
