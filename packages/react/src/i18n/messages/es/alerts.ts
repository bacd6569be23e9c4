import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Spanish messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Red no encontrada',
  'alerts.networkNotFound.long':
    'La billetera cambió a una red que esta app no incluye. Añádela a la opción networks o vuelve a la anterior.',
  'alerts.invalidAppConfiguration.short': 'Configuración de la app no válida',
  'alerts.invalidAppConfiguration.long':
    'El origen de esta página no está en la lista de orígenes permitidos, o la lista no es válida. Actualiza la configuración del proyecto.',
  'alerts.embeddedWalletLoadFailed.short': 'Error de red: no se pudo cargar la billetera integrada',
  'alerts.embeddedWalletLoadFailed.long':
    'No se pudo cargar la billetera integrada. Inténtalo de nuevo más tarde.',
  'alerts.embeddedWalletRequestTimeout.short': 'La solicitud a la billetera integrada caducó',
  'alerts.embeddedWalletRequestTimeout.long':
    'La billetera integrada no respondió a tiempo. Inténtalo de nuevo más tarde.',
  'alerts.sessionExpired.short': 'Sesión caducada',
  'alerts.sessionExpired.long':
    'La sesión aún no es válida o ha caducado. Revisa la configuración de hora y vuelve a conectarte.',
  'alerts.invalidProjectId.short': 'ID de proyecto no válido',
  'alerts.invalidProjectId.long':
    'El servidor no aceptó el ID de proyecto. Revisa la opción projectId.',
  'alerts.projectIdNotConfigured.short': 'ID de proyecto no configurado',
  'alerts.projectIdNotConfigured.long':
    'No hay ningún ID de proyecto. Indica projectId al crear el cliente.',
  'alerts.rateLimited.short': 'Demasiadas solicitudes',
  'alerts.rateLimited.long':
    'Demasiadas solicitudes al cargar la configuración de la app. Puede que algunas funciones no estén disponibles; inténtalo de nuevo más tarde.',
  'alerts.serverError.short': 'Error del servidor',
  'alerts.serverError.long':
    'El servidor no pudo cargar la configuración de la app. Puede que algunas funciones no estén disponibles; inténtalo de nuevo más tarde.',
  'alerts.banner.dismiss': 'Cerrar: {title}',
  'alerts.view.loading': 'Cargando',
  'alerts.toast.userRejected': 'Rechazaste la solicitud en tu billetera.',
  'alerts.toast.actionNotAllowed': 'Acción no permitida',
  'alerts.toast.disconnectFailed': 'No se pudo desconectar',
  'alerts.toast.balanceUnavailable': 'Saldo de tokens no disponible',
  'alerts.toast.transactionsFailed': 'No se pudieron obtener las transacciones',
  'alerts.toast.signatureDeclined': 'Firma rechazada',
  'alerts.toast.somethingWentWrong': 'Algo salió mal',
  'alerts.toast.errorOccurred': 'Se produjo un error',
  'alerts.toast.requestAborted': 'La solicitud se canceló',
  'alerts.toast.insufficientBalance': 'Saldo insuficiente',
  'alerts.toast.insufficientLiquidity': 'Liquidez insuficiente',
  'alerts.toast.quoteExpired': 'La cotización caducó. Obtén una nueva para hacer el intercambio.',
  'alerts.toast.swapFailed': 'El intercambio falló en la cadena. No se intercambió nada.',
  'alerts.toast.swapNeedsEvm': 'Conecta una billetera en una red EVM para hacer intercambios.',
  'alerts.toast.smartAccountsUnsupported': 'Puede que esta aplicación no admita Smart Accounts',
  'alerts.toast.authenticationFailed': 'Hubo un problema al iniciar la autenticación',
}
