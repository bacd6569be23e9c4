import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Spanish messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Un nombre al que otros pueden enviar en lugar de a tu dirección. Letras, dígitos y guiones, al menos 4 caracteres.',
  'names.register.label': 'Nombre',
  'names.register.placeholder': 'Elige un nombre',
  'names.register.checking': 'Comprobando…',
  'names.register.available': 'Disponible',
  'names.register.taken': 'Este nombre ya está en uso',
  'names.register.suggestions': 'Nombres libres',
  'names.register.submit': 'Registrar nombre',
  'names.rule.characters': 'Solo letras, dígitos y guiones',
  'names.rule.length': 'Al menos 4 caracteres',
  'names.rule.tooLong': 'Como máximo 63 caracteres',
  'names.rule.hyphens': 'Guiones solo entre letras o dígitos, de uno en uno',
  'names.success.text':
    'Este nombre es tuyo. Ahora otros pueden enviar a él en lugar de a tu dirección.',
  'names.success.back': 'Volver a la cuenta',
  'names.error.suggestions': 'Error al obtener sugerencias de nombres',
  'names.error.register': 'Error al registrar el nombre',
  'names.error.resolve': 'Error al resolver el nombre',
  'names.error.forAddress': 'Error al obtener los nombres de la dirección',
}
