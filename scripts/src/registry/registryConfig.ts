/**
 * verdaccio's config for a registry on this machine: `@portico/*` is served only from what was
 * published to it (never looked up upstream, so a same-named package elsewhere cannot stand
 * in), everything else is proxied from the npm registry, and publishing needs a user.
 * @example
 * writeFileSync(join(dir, 'config.yaml'), registryConfig({ storage: join(dir, 'storage'), htpasswd: join(dir, 'htpasswd') }))
 */
export function registryConfig(paths: { storage: string; htpasswd: string }): string {
  return [
    `storage: ${JSON.stringify(paths.storage)}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(paths.htpasswd)}`,
    '    max_users: 100',
    'uplinks:',
    '  npmjs:',
    '    url: https://registry.npmjs.org/',
    'packages:',
    "  '@portico/*':",
    '    access: $all',
    '    publish: $authenticated',
    '    unpublish: $authenticated',
    "  '**':",
    '    access: $all',
    '    publish: $authenticated',
    '    proxy: npmjs',
    // A whole repo of packages is published at once; the default 10 MB body limit is plenty,
    // the web UI is not needed.
    'web:',
    '  enable: false',
    'log: { type: stdout, format: pretty, level: warn }',
    '',
  ].join('\n')
}
