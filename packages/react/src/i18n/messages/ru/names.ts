import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Russian messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Имя, на которое другие смогут отправлять средства вместо вашего адреса. Буквы, цифры и дефисы, не менее 4 символов.',
  'names.register.label': 'Имя',
  'names.register.placeholder': 'Выберите имя',
  'names.register.checking': 'Проверка…',
  'names.register.available': 'Доступно',
  'names.register.taken': 'Это имя занято',
  'names.register.suggestions': 'Свободные имена',
  'names.register.submit': 'Зарегистрировать имя',
  'names.rule.characters': 'Только буквы, цифры и дефисы',
  'names.rule.length': 'Не менее 4 символов',
  'names.rule.tooLong': 'Не более 63 символов',
  'names.rule.hyphens': 'Дефисы только по одному между буквами или цифрами',
  'names.success.text':
    'Это имя теперь ваше. Другие могут отправлять на него вместо вашего адреса.',
  'names.success.back': 'Назад к аккаунту',
  'names.error.suggestions': 'Ошибка получения вариантов имён',
  'names.error.register': 'Ошибка регистрации имени',
  'names.error.resolve': 'Ошибка разрешения имени',
  'names.error.forAddress': 'Ошибка получения имён для адреса',
}
