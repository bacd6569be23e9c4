import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Hindi messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app} चाहता है कि आप यह साबित करने के लिए <nowrap>साइन इन करें</nowrap> कि यह वॉलेट आपका है',
  'siwx.defaultAppName': 'यह ऐप',
  'siwx.subtitle': 'साइन करना मुफ़्त है और इससे कोई लेन-देन नहीं भेजा जाता।',
  'siwx.subtitleSigning': 'अपने वॉलेट में साइन-इन अनुरोध को मंज़ूरी दें।',
  'siwx.cancel': 'रद्द करें',
  'siwx.sign': 'साइन करें',
  'siwx.signing': 'साइन हो रहा है…',
  'siwx.retry': 'फिर से कोशिश करें',
  'siwx.required': '{app} के लिए साइन इन ज़रूरी है। रद्द करने पर आपका वॉलेट डिस्कनेक्ट हो जाएगा।',
  'siwx.error.declined': 'हस्ताक्षर अस्वीकार किया गया',
  'siwx.error.smartAccounts': 'यह ऐप्लिकेशन शायद Smart Accounts का समर्थन नहीं करता',
  'siwx.error.init': 'प्रमाणीकरण शुरू करते समय समस्या हुई',
  'siwx.error.notEnabled': 'SIWX सक्षम नहीं है',
  'siwx.error.noAddress': 'कोई ActiveCaipAddress नहीं मिला',
  'siwx.error.noNetwork': 'कोई ActiveCaipNetwork या क्लाइंट नहीं मिला',
  'siwx.error.noClient': 'कोई ConnectionController क्लाइंट नहीं मिला',
}
