/**
 * What is wrong with a package's `sideEffects` field, given the modules of its `src/` that do
 * something when imported ({@link findSideEffectModules}). Each such module must be listed twice:
 * as its source (`./src/x.ts`, which Vite and Vitest load through the `portico-source`
 * condition) and as its build output (`./dist/x.js`, which a consumer's bundler sees); otherwise
 * a production build drops it when none of its exports is used. Each listed path must name a
 * module of the package (`exists` answers for paths relative to the package), and `true` or a
 * missing field is refused: bundlers would keep every module of the package.
 * @example
 * sideEffectsProblems(false, new Map([['define.ts', ['line 3: ExpressionStatement']]]), () => true)
 * // ['src/define.ts has side effects (line 3: ExpressionStatement) but is not listed in sideEffects as ./src/define.ts and ./dist/define.js']
 */
export function sideEffectsProblems(
  sideEffects: unknown,
  effectModules: ReadonlyMap<string, readonly string[]>,
  exists: (pathInPackage: string) => boolean,
): string[] {
  if (sideEffects !== false && !Array.isArray(sideEffects)) {
    return ['sideEffects must be false or the list of files with side effects']
  }
  const listed = sideEffects === false ? [] : sideEffects
  const problems: string[] = []
  for (const [module, effects] of effectModules) {
    const source = `./src/${module}`
    const output = `./dist/${module.replace(/\.tsx?$/, '.js')}`
    if (!listed.includes(source) || !listed.includes(output)) {
      problems.push(
        `src/${module} has side effects (${effects.join('; ')}) but is not listed in sideEffects as ${source} and ${output}`,
      )
    }
  }
  for (const entry of listed) {
    if (typeof entry !== 'string' || entry.length === 0) {
      problems.push(`sideEffects holds ${JSON.stringify(entry)}, not a path`)
    } else if (!entry.includes('*') && !namesModule(entry, exists)) {
      problems.push(`sideEffects lists ${entry}, which names no module of the package`)
    }
  }
  return problems
}

function namesModule(entry: string, exists: (pathInPackage: string) => boolean): boolean {
  const source = /^\.\/src\/(.+\.tsx?)$/.exec(entry)
  if (source) return exists(`src/${source[1]}`)
  const output = /^\.\/dist\/(.+)\.js$/.exec(entry)
  if (output) return exists(`src/${output[1]}.ts`) || exists(`src/${output[1]}.tsx`)
  return false
}
