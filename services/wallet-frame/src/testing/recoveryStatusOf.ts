import { callAsFrame } from './callAsFrame'
import type { createNodeFrame } from './createNodeFrame'
import type { TestService } from './createTestService'

/**
 * What `GET /keys/v1/recovery` answers the session of a node frame: whether and how the
 * account's recovery is protected, and the custody it is under.
 * @example expect((await recoveryStatusOf(service, frame)).body).toMatchObject({ protected: true })
 */
export const recoveryStatusOf = (service: TestService, frame: ReturnType<typeof createNodeFrame>) =>
  callAsFrame(service, frame, 'GET', '/keys/v1/recovery')
