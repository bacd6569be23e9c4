/**
 * The tsconfig of a fresh `npm create vite` React + TypeScript app (strict, bundler resolution),
 * with the given ambient `types` and files: what a developer's app checks our packages with.
 * @example
 * writeFileSync(join(dir, 'tsconfig.json'), strictTsconfig({ types: ['vite/client'], include: ['src'] }))
 */
export function strictTsconfig(options: { types: string[]; include: string[] }): string {
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    noFallthroughCasesInSwitch: true,
    noUncheckedSideEffectImports: true,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    moduleDetection: 'force',
    skipLibCheck: true,
    noEmit: true,
    types: options.types,
  }
  return `${JSON.stringify({ compilerOptions, include: options.include }, null, 2)}\n`
}
