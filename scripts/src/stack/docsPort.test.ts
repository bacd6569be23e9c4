import { describe, expect, it } from 'vitest'
import { DOCS_PORT_ENV, readDocsPort } from './docsPort'

describe('readDocsPort', () => {
  it('is 5176 unless PORTICO_DOCS_PORT says otherwise', () => {
    expect(readDocsPort({})).toBe(5176)
    expect(readDocsPort({ [DOCS_PORT_ENV]: '' })).toBe(5176)
    expect(readDocsPort({ [DOCS_PORT_ENV]: '3000' })).toBe(3000)
  })

  it('refuses what is not a port, naming the variable', () => {
    expect(() => readDocsPort({ [DOCS_PORT_ENV]: 'docs' })).toThrow(
      "PORTICO_DOCS_PORT must be a port number (1-65535), got 'docs'",
    )
    expect(() => readDocsPort({ [DOCS_PORT_ENV]: '70000' })).toThrow(DOCS_PORT_ENV)
  })
})
