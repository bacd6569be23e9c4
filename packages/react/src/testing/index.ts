export { createTestClient } from './createTestClient'
