import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Turkish messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Başkalarının adresiniz yerine gönderim yapabileceği bir ad. Harf, rakam ve kısa çizgi, en az 4 karakter.',
  'names.register.label': 'Ad',
  'names.register.placeholder': 'Bir ad seçin',
  'names.register.checking': 'Kontrol ediliyor…',
  'names.register.available': 'Kullanılabilir',
  'names.register.taken': 'Bu ad alınmış',
  'names.register.suggestions': 'Boştaki adlar',
  'names.register.submit': 'Adı kaydet',
  'names.rule.characters': 'Yalnızca harf, rakam ve kısa çizgi',
  'names.rule.length': 'En az 4 karakter',
  'names.rule.tooLong': 'En fazla 63 karakter',
  'names.rule.hyphens': 'Kısa çizgi yalnızca harf veya rakamlar arasında, tek tek',
  'names.success.text':
    'Bu ad artık sizin. Başkaları artık adresiniz yerine bu ada gönderim yapabilir.',
  'names.success.back': 'Hesaba dön',
  'names.error.suggestions': 'Ad önerileri alınırken hata oluştu',
  'names.error.register': 'Ad kaydedilirken hata oluştu',
  'names.error.resolve': 'Ad çözümlenirken hata oluştu',
  'names.error.forAddress': 'Adresin adları alınırken hata oluştu',
}
