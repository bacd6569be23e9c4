import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Thai messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'กำลังโหลดผู้ให้บริการ',
  'onramp.providers.none': 'ไม่มีผู้ให้บริการที่ขายคริปโตสำหรับเครือข่ายนี้',
  'onramp.providers.fee': 'ค่าธรรมเนียม {range}',
  'onramp.buy.loading': 'กำลังโหลด',
  'onramp.buy.label': 'ซื้อ',
  'onramp.buy.network': 'เครือข่าย',
  'onramp.buy.payWith': 'ชำระด้วย',
  'onramp.buy.amount': 'จำนวน',
  'onramp.buy.fiat': 'สกุลเงินที่ชำระ',
  'onramp.buy.openFailed': 'เปิด {provider} ไม่ได้ ลองอีกครั้ง',
  'onramp.buy.continue': 'ดำเนินการต่อกับ {provider}',
  'onramp.buy.enterAmount': 'ใส่จำนวน',
  'onramp.method.card': 'บัตร',
  'onramp.method.ach': 'ธนาคาร (ACH)',
  'onramp.amount.unavailable': 'วิธีชำระเงินนี้ไม่พร้อมใช้งาน',
  'onramp.amount.range': 'ใส่จำนวนระหว่าง {min} ถึง {max} {currency}',
  'onramp.quote.get': 'คุณได้รับ',
  'onramp.quote.providerFee': 'ค่าธรรมเนียมผู้ให้บริการ',
  'onramp.quote.networkFee': 'ค่าธรรมเนียมเครือข่าย',
  'onramp.quote.total': 'คุณจ่าย',
  'onramp.quote.estimate': 'ค่าประมาณ – กำลังรอใบเสนอราคาจริง',
  'onramp.waiting.label': 'กำลังรอการซื้อ',
  'onramp.waiting.title': 'กำลังซื้อ {amount} {symbol}',
  'onramp.waiting.text': 'ชำระเงินให้เสร็จในหน้าต่าง {provider} แล้ว {symbol} จะแสดงที่นี่เมื่อได้รับ',
  'onramp.waiting.reopen': 'เปิด {provider} อีกครั้ง',
  'onramp.waiting.closed':
    'หน้าต่าง {provider} ถูกปิดแล้ว หากคุณชำระเงินแล้ว {symbol} ของคุณจะแสดงที่นี่เมื่อมาถึง',
  'onramp.waiting.back': 'กลับไปที่บัญชี',
  'onramp.waiting.arrived': 'ได้รับ {amount} {symbol} จาก {provider} แล้ว',
}
