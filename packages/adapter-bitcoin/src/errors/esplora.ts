import { BaseError, type BaseErrorParameters, fixedMessageError } from '@portico/common'

/**
 * The app gave no Esplora-compatible API for a network (the `esplora` option answered nothing).
 * @example
 * if (!endpoint) throw new NoEsploraApiError(caipNetwork.name)
 */
export class NoEsploraApiError extends BaseError {
  override name = 'NoEsploraApiError'
  override readonly code = 'BITCOIN_NO_ESPLORA_API'
  constructor(networkName: string, args: BaseErrorParameters = {}) {
    super(`No Esplora API for ${networkName}`, args)
  }
}

/**
 * An Esplora call answered with an HTTP error: the server's own message when it sent one.
 * `status` is the HTTP status.
 * @example
 * if (!response.ok) throw new EsploraRequestError(`Esplora /tx: HTTP 500`, { status: 500 })
 */
export class EsploraRequestError extends BaseError {
  override name = 'EsploraRequestError'
  override readonly code = 'BITCOIN_ESPLORA_REQUEST_FAILED'
  readonly status: number
  constructor(message: string, args: BaseErrorParameters & { status: number }) {
    const { status, ...rest } = args
    super(message, rest)
    this.status = status
  }
}

/**
 * The Esplora API listed no fee rate to build a transfer with.
 * @example
 * if (rate === undefined) throw new NoFeeEstimatesError()
 */
export class NoFeeEstimatesError extends fixedMessageError(
  'NoFeeEstimatesError',
  'BITCOIN_NO_FEE_ESTIMATES',
  'Esplora answered no fee estimates',
) {}
