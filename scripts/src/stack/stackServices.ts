import { bitcoinStackService } from './bitcoinStackService'
import { demoSiteStackService } from './demoSiteStackService'
import { devnetsStackService } from './devnetsStackService'
import { embeddedWalletStackService } from './embeddedWalletStackService'
import { exchangeStackService } from './exchangeStackService'
import { gatewayStackService } from './gatewayStackService'
import { onrampStackService } from './onrampStackService'
import { relayStackService } from './relayStackService'
import type { StackService } from './StackService'
import { solanaStackService } from './solanaStackService'
import { testWalletStackService } from './testWalletStackService'

/**
 * The parts of the dev stack in start order. They start together (each one's ports, URLs and
 * addresses are settled in the context first); a failure is reported for the first in this order.
 * @example
 * const parts = stackServices.filter((service) => service.runs(ctx)).flatMap((service) => service.start(ctx))
 */
export const stackServices: readonly StackService[] = [
  devnetsStackService,
  gatewayStackService,
  relayStackService,
  bitcoinStackService,
  solanaStackService,
  onrampStackService,
  exchangeStackService,
  embeddedWalletStackService,
  demoSiteStackService,
  testWalletStackService,
]
