import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Ukrainian messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Ім’я, на яке інші зможуть надсилати кошти замість вашої адреси. Літери, цифри та дефіси, щонайменше 4 символи.',
  'names.register.label': 'Ім’я',
  'names.register.placeholder': 'Виберіть ім’я',
  'names.register.checking': 'Перевірка…',
  'names.register.available': 'Доступне',
  'names.register.taken': 'Це ім’я зайняте',
  'names.register.suggestions': 'Вільні імена',
  'names.register.submit': 'Зареєструвати ім’я',
  'names.rule.characters': 'Лише літери, цифри та дефіси',
  'names.rule.length': 'Щонайменше 4 символи',
  'names.rule.tooLong': 'Не більше 63 символів',
  'names.rule.hyphens': 'Дефіси лише по одному між літерами або цифрами',
  'names.success.text': 'Це ім’я тепер ваше. Інші можуть надсилати на нього замість вашої адреси.',
  'names.success.back': 'Назад до акаунта',
  'names.error.suggestions': 'Помилка отримання варіантів імен',
  'names.error.register': 'Помилка реєстрації імені',
  'names.error.resolve': 'Помилка визначення імені',
  'names.error.forAddress': 'Помилка отримання імен для адреси',
}
