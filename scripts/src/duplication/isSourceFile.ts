// Source and build files by their ending: data and prose (JSON, YAML, TOML, XML, SVG, Markdown,
// lock files, snapshots) are not code anyone merges.
const SOURCE_ENDINGS = new Set(
  [
    ...['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'vue', 'svelte', 'astro'],
    ...['css', 'scss', 'sass', 'less', 'html', 'htm', 'sol', 'sql', 'graphql', 'gql', 'proto'],
    ...['py', 'rb', 'php', 'go', 'rs', 'java', 'kt', 'kts', 'scala', 'swift', 'cs', 'fs', 'dart'],
    ...['c', 'h', 'cc', 'cpp', 'cxx', 'hpp', 'hh', 'm', 'mm', 'lua', 'pl', 'r', 'jl', 'ex', 'exs'],
    ...['erl', 'hs', 'ml', 'clj', 'sh', 'bash', 'zsh', 'ps1', 'cmake', 'gradle', 'tf'],
  ].map((ending) => `.${ending}`),
)
const SOURCE_NAMES = new Set(['Makefile', 'Dockerfile', 'Containerfile', 'Rakefile', 'Justfile'])
// Other people's code, wherever it is checked in.
const NOT_OURS = /(?:^|\/)(?:node_modules|vendor|third_party)\//

/**
 * Whether the duplication check reads a file (a path relative to the repository root): source
 * and build files of most languages, by their ending or name, outside vendored folders.
 * @example
 * isSourceFile('packages/core/src/createPortico.ts') // true
 * isSourceFile('packages/core/package.json') // false
 */
export function isSourceFile(path: string): boolean {
  if (NOT_OURS.test(path)) return false
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return SOURCE_NAMES.has(name) || (dot > 0 && SOURCE_ENDINGS.has(name.slice(dot)))
}
