const REPOSITORY = 'https://github.com/portico-kit/portico'

/**
 * The `repository`, `homepage` and `bugs` fields a package in folder `dir` (relative to the
 * repository root) publishes: npm links them from the package's page, and `directory` lets
 * tools find the package inside the monorepo.
 * @example
 * repositoryLinks('packages/core').homepage // 'https://github.com/portico-kit/portico/tree/main/packages/core#readme'
 */
export function repositoryLinks(dir: string): {
  repository: { type: 'git'; url: string; directory: string }
  homepage: string
  bugs: { url: string }
} {
  return {
    repository: { type: 'git', url: `git+${REPOSITORY}.git`, directory: dir },
    homepage: `${REPOSITORY}/tree/main/${dir}#readme`,
    bugs: { url: `${REPOSITORY}/issues` },
  }
}
