import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Thai messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title': '{app} ต้องการให้คุณ<nowrap>ลงชื่อเข้าใช้</nowrap>เพื่อยืนยันว่าคุณเป็นเจ้าของวอลเล็ตนี้',
  'siwx.defaultAppName': 'แอปนี้',
  'siwx.subtitle': 'การลงนามไม่มีค่าใช้จ่ายและไม่ส่งธุรกรรมใดๆ',
  'siwx.subtitleSigning': 'อนุมัติคำขอลงชื่อเข้าใช้ในวอลเล็ตของคุณ',
  'siwx.cancel': 'ยกเลิก',
  'siwx.sign': 'ลงนาม',
  'siwx.signing': 'กำลังลงนาม…',
  'siwx.retry': 'ลองอีกครั้ง',
  'siwx.required': '{app} กำหนดให้ต้องลงชื่อเข้าใช้ การยกเลิกจะตัดการเชื่อมต่อวอลเล็ตของคุณ',
  'siwx.error.declined': 'ปฏิเสธการลงนามแล้ว',
  'siwx.error.smartAccounts': 'แอปพลิเคชันนี้อาจไม่รองรับ Smart Account',
  'siwx.error.init': 'เกิดปัญหาขณะเริ่มต้นการยืนยันตัวตน',
  'siwx.error.notEnabled': 'ยังไม่ได้เปิดใช้ SIWX',
  'siwx.error.noAddress': 'ไม่พบ ActiveCaipAddress',
  'siwx.error.noNetwork': 'ไม่พบ ActiveCaipNetwork หรือไคลเอ็นต์',
  'siwx.error.noClient': 'ไม่พบไคลเอ็นต์ ConnectionController',
}
