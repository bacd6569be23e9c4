import type { AuthDeps } from '../auth/AuthDeps'
import type { OriginsSource } from '../origins/createOriginsSource'
import type { SocialClients } from './createSocialClients'

/**
 * What the social login routes share: the auth routes' dependencies, the providers' clients
 * and the projects' allowed origins.
 * @example createSocialRoutes({ ...authDeps, origins, clients } satisfies SocialRouteDeps)
 */
export type SocialRouteDeps = AuthDeps & { clients: SocialClients; origins: OriginsSource }
