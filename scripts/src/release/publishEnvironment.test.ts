import { describe, expect, it } from 'vitest'
import { publishEnvironment } from './publishEnvironment'

const githubOidc = {
  GITHUB_ACTIONS: 'true',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.actions.example/',
}

describe('publishEnvironment', () => {
  it('turns provenance on in GitHub Actions with an OIDC token, for the public registry', () => {
    expect(publishEnvironment(githubOidc).NPM_CONFIG_PROVENANCE).toBe('true')
    expect(
      publishEnvironment({ ...githubOidc, npm_config_registry: 'https://registry.npmjs.org/' })
        .NPM_CONFIG_PROVENANCE,
    ).toBe('true')
    expect(
      publishEnvironment({ GITLAB_CI: 'true', SIGSTORE_ID_TOKEN: 'token' }).NPM_CONFIG_PROVENANCE,
    ).toBe('true')
  })

  it('leaves provenance off on a laptop and in CI without an identity token', () => {
    expect(publishEnvironment({}).NPM_CONFIG_PROVENANCE).toBeUndefined()
    expect(publishEnvironment({ CI: 'true', GITHUB_ACTIONS: 'true' }).NPM_CONFIG_PROVENANCE).toBe(
      undefined,
    )
  })

  it('leaves provenance off for a local registry, even in CI', () => {
    const env = { ...githubOidc, npm_config_registry: 'http://127.0.0.1:4873/' }
    expect(publishEnvironment(env).NPM_CONFIG_PROVENANCE).toBeUndefined()
  })

  it('passes a registry given in upper case on in the spelling changesets reads', () => {
    const env = publishEnvironment({ ...githubOidc, NPM_CONFIG_REGISTRY: 'http://127.0.0.1:4873/' })
    expect(env.npm_config_registry).toBe('http://127.0.0.1:4873/')
    expect(env.NPM_CONFIG_PROVENANCE).toBeUndefined()
    expect(publishEnvironment({}).npm_config_registry).toBeUndefined()
  })

  it('keeps an explicit choice', () => {
    const env = { ...githubOidc, NPM_CONFIG_PROVENANCE: 'false' }
    expect(publishEnvironment(env).NPM_CONFIG_PROVENANCE).toBe('false')
  })
})
