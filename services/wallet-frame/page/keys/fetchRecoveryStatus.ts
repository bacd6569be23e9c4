import { recoveryStatusSchema } from '../../src/shared/recoveryProtection'
import type { FrameApi } from '../createFrameApi'

/**
 * `GET /keys/v1/recovery`: whether the account's recovery is protected by the visitor, how to
 * derive its password's key, and what the service offers.
 * @example const status = await fetchRecoveryStatus({ api })
 */
export const fetchRecoveryStatus = (deps: { api: FrameApi }) =>
  deps.api.call('GET', '/keys/v1/recovery', { auth: true }, recoveryStatusSchema)
