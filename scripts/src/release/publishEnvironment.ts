const PUBLIC_REGISTRY = /^https:\/\/registry\.npmjs\.org\/?$/

/**
 * The environment for `changeset publish`. The registry asked for with `NPM_CONFIG_REGISTRY` is
 * also set as `npm_config_registry`, the only spelling changesets reads: without it changesets
 * would look the versions up on, and publish to, the public registry. npm provenance is turned
 * on when the release runs where npm can sign it (GitHub Actions with an OIDC token, or GitLab CI
 * with a Sigstore token) and publishes to the public registry. Elsewhere, a release from a laptop
 * or a rehearsal against a local registry, provenance stays off, which is why the manifests do
 * not ask for it in `publishConfig`. An explicit `NPM_CONFIG_PROVENANCE` is left as it is.
 * @example
 * publishEnvironment({ GITHUB_ACTIONS: 'true', ACTIONS_ID_TOKEN_REQUEST_URL: 'https://…' }).NPM_CONFIG_PROVENANCE // 'true'
 * publishEnvironment({ NPM_CONFIG_REGISTRY: 'http://127.0.0.1:4873/' }).npm_config_registry // 'http://127.0.0.1:4873/'
 */
export function publishEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const registry = env.npm_config_registry ?? env.NPM_CONFIG_REGISTRY
  const withRegistry = registry === undefined ? env : { ...env, npm_config_registry: registry }
  if ((env.NPM_CONFIG_PROVENANCE ?? env.npm_config_provenance) !== undefined) return withRegistry
  if (registry !== undefined && !PUBLIC_REGISTRY.test(registry)) return withRegistry
  const canSign =
    (env.GITHUB_ACTIONS === 'true' && env.ACTIONS_ID_TOKEN_REQUEST_URL !== undefined) ||
    (env.GITLAB_CI === 'true' && env.SIGSTORE_ID_TOKEN !== undefined)
  return canSign ? { ...withRegistry, NPM_CONFIG_PROVENANCE: 'true' } : withRegistry
}
