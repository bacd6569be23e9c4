import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Spanish messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Cargando',
  'embedded.otp.intro':
    'Introduce el código de 6 dígitos que enviamos a <mailbox>{email}</mailbox>',
  'embedded.otp.label': 'Código de 6 dígitos',
  'embedded.otp.checking': 'Comprobando el código',
  'embedded.otp.resent': 'Un nuevo código está en camino.',
  'embedded.otp.notReceived': '¿No lo recibiste?',
  'embedded.otp.resend': 'Reenviar código',
  'embedded.verifyDevice.text':
    'Este navegador es nuevo para tu cuenta. Enviamos un correo a <mailbox>{email}</mailbox>: abre el enlace que contiene para aprobar este dispositivo.',
  'embedded.verifyDevice.waiting': 'Esperando aprobación…',
  'embedded.verifyDevice.retry': 'Reintentar',
  'embedded.updateEmail.text':
    'Tu correo es <mailbox>{email}</mailbox>. Te enviaremos un código a esa dirección y luego otro a la nueva.',
  'embedded.updateEmail.label': 'Nuevo correo',
  'embedded.updateEmail.invalid': 'Introduce un correo electrónico válido',
  'embedded.updateEmail.same': 'Este ya es tu correo',
  'embedded.updateEmail.cancel': 'Cancelar',
  'embedded.updateEmail.save': 'Guardar',
  'embedded.updateEmailPrimary.intro':
    'Para cambiar tu correo, introduce el código de 6 dígitos que enviamos a <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'Correo actualizado',
  'embedded.approve.loading': 'Cargando la solicitud…',
  'embedded.error.cooldown':
    '{seconds, plural, one {Vuelve a intentarlo en # segundo} other {Vuelve a intentarlo en # segundos}}',
  'embedded.error.invalidCode': 'Código no válido',
  'embedded.error.codeExpired': 'El código ha caducado. Solicita uno nuevo',
  'embedded.error.tooManyCodes': 'Demasiados códigos incorrectos. Solicita uno nuevo',
  'embedded.error.loginExpired': 'Este inicio de sesión ha caducado. Empieza de nuevo',
  'embedded.error.emailTaken': 'Este correo ya está en uso',
  'embedded.error.invalidEmail': 'Correo no válido',
  'embedded.error.tryLater': 'Vuelve a intentarlo más tarde',
  'embedded.error.tooManyRequests': 'Demasiadas solicitudes',
  'embedded.error.mailFailed': 'No se pudo enviar el correo. Inténtalo de nuevo',
  'embedded.error.sessionExpired': 'La sesión ha caducado',
  'embedded.error.loadFailed': 'Error de red: no se pudo cargar la Embedded Wallet',
  'embedded.error.timeout': 'La solicitud a la Embedded Wallet ha caducado',
  'embedded.error.somethingWrong': 'Algo salió mal',
  'embedded.error.aborted': 'La solicitud se canceló',
  'embedded.error.unknown': 'Se produjo un error',
  'embedded.error.dependency': 'No se pudo cargar el inicio de sesión por correo',
  'embedded.error.declined': 'Rechazaste la solicitud en tu wallet.',
  'embedded.error.rpcNotAllowed': 'La llamada RPC solicitada no está permitida',
  'embedded.recovery.protected': 'Tu wallet está protegida',
  'embedded.recovery.connecting': 'Abriendo tu wallet…',
  'embedded.recovery.retry': 'Reintentar',
  'embedded.recovery.cancelledProtect': 'No se ha establecido ninguna contraseña de recuperación.',
  'embedded.recovery.cancelledUnlock': 'Tu wallet sigue bloqueada en este dispositivo.',
  'embedded.recovery.cancelledSignIn': 'No has iniciado sesión.',
  'embedded.recovery.cancelledCreate': 'Tu wallet no estará lista hasta que la protejas.',
  'embedded.recovery.settingUp': 'Configurando tu wallet…',
  'embedded.error.recoveryRequired':
    'Esta wallet está protegida con una contraseña de recuperación: introdúcela para usar este dispositivo',
  'embedded.error.recoverySetupRequired': 'Protege tu wallet para terminar de configurarla',
  'embedded.error.tooManyRecoveryPasswords':
    'Demasiadas contraseñas de recuperación incorrectas. Vuelve a intentarlo más tarde',
  'embedded.error.alreadyProtected':
    'Esta billetera ya tiene una contraseña de recuperación o una passkey',
  'embedded.security.export': 'Exportar clave privada',
  'embedded.security.exportHint': 'Ve tu clave dentro de la wallet para usarla en otra app',
  'embedded.security.remove': 'Eliminar este dispositivo',
  'embedded.security.removeHint': 'Este navegador olvida tu wallet',
  'embedded.security.signOutEverywhere': 'Cerrar sesión en todas partes',
  'embedded.security.signOutEverywhereHint':
    'Cierra tus sesiones en todos los dispositivos, también en este',
  'embedded.security.removeConfirm':
    '¿Eliminar este dispositivo? Necesitarás tu correo (y tu contraseña de recuperación) para volver a usar esta wallet aquí.',
  'embedded.security.signOutEverywhereConfirm':
    '¿Cerrar sesión en todas partes? Todos los dispositivos, también este, necesitarán tu correo para volver a abrir esta wallet.',
  'embedded.security.cancel': 'Cancelar',
  'embedded.security.removed': 'Este dispositivo se eliminó de tu wallet',
  'embedded.security.signedOutEverywhere': 'Sesión cerrada en todos los dispositivos',
  'embedded.error.exportStale': 'Por tu seguridad, vuelve a iniciar sesión para exportar tu clave',
  'embedded.error.onlyDevice':
    'Este es el único dispositivo desde el que se puede recuperar tu wallet. Abre primero la wallet en otro dispositivo',
  'embedded.error.protectFirst':
    'Abre tu wallet en un dispositivo que la tenga y protégela primero',
  'embedded.error.keyHeldAfterEmailChange':
    'El correo de esta wallet se cambió hace poco: un dispositivo nuevo recibe la clave cuando la dirección de correo anterior lo aprueba (le enviamos un enlace), o cuando el cambio ya no se puede deshacer',
}
