import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Spanish messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Cargando proveedores',
  'onramp.providers.none': 'Ningún proveedor vende cripto para esta red',
  'onramp.providers.fee': 'Comisión {range}',
  'onramp.buy.loading': 'Cargando',
  'onramp.buy.label': 'Comprar',
  'onramp.buy.network': 'Red',
  'onramp.buy.payWith': 'Pagar con',
  'onramp.buy.amount': 'Cantidad',
  'onramp.buy.fiat': 'Moneda de pago',
  'onramp.buy.openFailed': 'No se pudo abrir {provider}. Inténtalo de nuevo.',
  'onramp.buy.continue': 'Continuar con {provider}',
  'onramp.buy.enterAmount': 'Introduce una cantidad',
  'onramp.method.card': 'Tarjeta',
  'onramp.method.ach': 'Banco (ACH)',
  'onramp.amount.unavailable': 'Este método de pago no está disponible',
  'onramp.amount.range': 'Introduce una cantidad entre {min} y {max} {currency}',
  'onramp.quote.get': 'Recibes',
  'onramp.quote.providerFee': 'Comisión del proveedor',
  'onramp.quote.networkFee': 'Comisión de red',
  'onramp.quote.total': 'Pagas',
  'onramp.quote.estimate': 'Estimación: esperando una cotización real',
  'onramp.waiting.label': 'Esperando la compra',
  'onramp.waiting.title': 'Comprando {amount} {symbol}',
  'onramp.waiting.text':
    'Termina de pagar en la ventana de {provider}. Tus {symbol} aparecerán aquí cuando lleguen.',
  'onramp.waiting.reopen': 'Abrir {provider} de nuevo',
  'onramp.waiting.closed':
    'La ventana de {provider} está cerrada. Si pagaste, tu {symbol} aparecerá aquí cuando llegue.',
  'onramp.waiting.back': 'Volver a la cuenta',
  'onramp.waiting.arrived': '{amount} {symbol} recibidos de {provider}',
}
