import { describe, expect, it } from 'vitest'
import * as bench from './bench/index'
import * as gateway from './index'

describe('public exports', () => {
  it('keeps the package entry list stable', () => {
    expect(Object.keys(gateway).sort()).toEqual([
      'ERROR_CODES',
      'GatewayError',
      'createApp',
      'createIndexer',
      'createPostgresDb',
      'createSqliteDb',
      'gatewayConfigSchema',
      'loadConfig',
      'loadWalletCatalogue',
      'migrateToLatest',
      'openGatewayDb',
      'silentLogger',
      'startGateway',
      'systemClock',
    ])
    expect(Object.keys(bench)).toEqual(['runGatewayBench', 'runGatewayClusterBench'])
  })
})
