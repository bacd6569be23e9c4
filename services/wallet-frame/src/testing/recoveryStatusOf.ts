import { accessTokenOf } from './accessTokenOf'
import type { createNodeFrame } from './createNodeFrame'
import { callJson, type TestService } from './createTestService'

/**
 * What `GET /keys/v1/recovery` answers the session of a node frame: whether and how the
 * account's recovery is protected, and the custody it is under.
 * @example expect((await recoveryStatusOf(service, frame)).body).toMatchObject({ protected: true })
 */
export const recoveryStatusOf = (service: TestService, frame: ReturnType<typeof createNodeFrame>) =>
  callJson(service.app, 'GET', '/keys/v1/recovery', undefined, accessTokenOf(frame))
