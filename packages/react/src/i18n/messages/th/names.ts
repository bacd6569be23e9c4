import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Thai messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro': 'ชื่อที่ผู้อื่นใช้ส่งถึงคุณแทนที่อยู่ได้ ใช้ตัวอักษร ตัวเลข และขีดกลาง อย่างน้อย 4 ตัวอักษร',
  'names.register.label': 'ชื่อ',
  'names.register.placeholder': 'เลือกชื่อ',
  'names.register.checking': 'กำลังตรวจสอบ…',
  'names.register.available': 'ใช้ได้',
  'names.register.taken': 'ชื่อนี้มีผู้ใช้แล้ว',
  'names.register.suggestions': 'ชื่อที่ว่าง',
  'names.register.submit': 'ลงทะเบียนชื่อ',
  'names.rule.characters': 'ใช้ได้เฉพาะตัวอักษร ตัวเลข และขีดกลาง',
  'names.rule.length': 'อย่างน้อย 4 ตัวอักษร',
  'names.rule.tooLong': 'ไม่เกิน 63 ตัวอักษร',
  'names.rule.hyphens': 'ขีดกลางได้เฉพาะระหว่างตัวอักษรหรือตัวเลข ทีละหนึ่งตัว',
  'names.success.text': 'ชื่อนี้เป็นของคุณแล้ว ตอนนี้ผู้อื่นส่งถึงชื่อนี้แทนที่อยู่ของคุณได้',
  'names.success.back': 'กลับไปที่บัญชี',
  'names.error.suggestions': 'เกิดข้อผิดพลาดในการดึงชื่อที่แนะนำ',
  'names.error.register': 'เกิดข้อผิดพลาดในการลงทะเบียนชื่อ',
  'names.error.resolve': 'เกิดข้อผิดพลาดในการค้นหาชื่อ',
  'names.error.forAddress': 'เกิดข้อผิดพลาดในการดึงชื่อของที่อยู่',
}
