import { BOOK_EVENTS, BOOK_KINDS, BOOK_WORDS } from './books';
import type { EmailTexts } from './types';

export const gu: EmailTexts = {
  entity: {
    order: 'ઓર્ડર',
    assignment: 'સોંપણી',
    receipt: 'રસીદ',
    machine: 'મશીન',
    rma: 'વળતર બેચ',
    transfer: 'ટ્રાન્સફર',
    provider: 'પ્રદાતા',
    invoice: 'ઇન્વૉઇસ',
    none: 'ઉપકરણ કન્સોલ',
    ...BOOK_WORDS.gu.entity,
  },
  status: {
    PENDING: 'બાકી',
    APPROVED: 'મંજૂર',
    IN_PROGRESS: 'ડિલિવરી માટે નીકળ્યું',
    DELIVERED: 'ડિલિવર થયું',
    CANCELLED: 'રદ',
    ACCEPTED: 'સ્વીકાર્યું',
    REFUSED: 'નકાર્યું',
    SENT: 'પ્રદાતાને મોકલ્યું',
    RECEIVED_BY_PROVIDER: 'પ્રદાતાને મળ્યું',
    CLOSED: 'બંધ',
    ACTIVE: 'સક્રિય',
    RETURNED: 'પરત કર્યું',
  },
  machineType: { POS: 'POS', SOUNDBOX: 'સાઉન્ડબોક્સ' },
  security: {
    sign_in: 'તમારા ખાતામાં એક સાઇન-ઇન',
    sign_in_failed: 'તમારા ખાતામાં એક નિષ્ફળ સાઇન-ઇન',
    sign_in_throttled: 'ઘણા નિષ્ફળ પ્રયાસો પછી તમારા ખાતામાં સાઇન-ઇન અટકાવાયું',
    sign_out: 'એક સાઇન-આઉટ',
    two_factor_enabled: 'બે-પગલાંની ચકાસણી ચાલુ કરાઈ',
    two_factor_disabled: 'બે-પગલાંની ચકાસણી બંધ કરાઈ',
    two_factor_failed: 'બે-પગલાંની ચકાસણીનો ખોટો કોડ',
    recovery_code_used: 'એક રિકવરી કોડ વપરાયો',
    recovery_codes_regenerated: 'નવા રિકવરી કોડ બનાવાયા',
    password_changed: 'તમારો પાસવર્ડ બદલાયો',
    email_changed: 'તમારું ઇમેઇલ સરનામું બદલાયું',
    sessions_revoked: 'તમારાં અન્ય સત્રો સાઇન-આઉટ કરાયાં',
    account_created: 'તમારું ખાતું બનાવાયું',
    role_changed: 'તમારી ભૂમિકા બદલાઈ',
    status_changed: 'તમારા ખાતાની સ્થિતિ બદલાઈ',
    api_token_created: 'તમારા ખાતા માટે નવું API ટોકન બનાવાયું',
    api_token_revoked: 'તમારા ખાતાનું એક API ટોકન રદ કરાયું',
    data_exported: 'તમારા ખાતાનો ડેટા નિકાસ કરાયો',
    deletion_requested: 'તમારું ખાતું કાઢી નાખવાની વિનંતી કરાઈ',
    deletion_declined: 'તમારું ખાતું કાઢી નાખવાની તમારી વિનંતી નકારાઈ',
  },
  events: {
    'order.created': {
      subject: ['નવો ઓર્ડર {ref}'],
      body: [
        '{distributor} માટે {count} મશીનો સાથેનો ઓર્ડર {ref} બનાવાયો.',
        '{count} મશીનો સાથેનો ઓર્ડર {ref} બનાવાયો.',
        'ઓર્ડર {ref} બનાવાયો.',
      ],
    },
    'order.status_changed': {
      subject: ['ઓર્ડર {ref}: {status}', 'ઓર્ડર {ref} અપડેટ થયો'],
      body: [
        'ઓર્ડર {ref} હવે {status} છે (પહેલાં {from} હતો).',
        'ઓર્ડર {ref} હવે {status} છે.',
        'ઓર્ડર {ref}ની સ્થિતિ બદલાઈ.',
      ],
    },
    'order.awaiting_receipt': {
      subject: ['ઓર્ડર {ref} તમારી પ્રાપ્તિની પુષ્ટિની રાહ જુએ છે'],
      body: [
        '{count} મશીનો સાથેનો ઓર્ડર {ref} પહોંચી ગયો છે. કૃપા કરી પુષ્ટિ કરો કે તમને તે મળ્યો.',
        'ઓર્ડર {ref} પહોંચી ગયો છે. કૃપા કરી પુષ્ટિ કરો કે તમને તે મળ્યો.',
      ],
    },
    'order.delivered': {
      subject: ['ઓર્ડર {ref} ડિલિવર થયો'],
      body: ['{count} મશીનો સાથેનો ઓર્ડર {ref} ડિલિવર થયો.', 'ઓર્ડર {ref} ડિલિવર થયો.'],
    },
    'assignment.created': {
      subject: ['મશીન {serial} સોંપાયું', 'નવી સોંપણી {ref}'],
      body: ['મશીન {serial} {retailer}ને સોંપાયું.', 'મશીન {serial} સોંપાયું.', 'સોંપણી {ref} બનાવાઈ.'],
    },
    'assignment.returned': {
      subject: ['મશીન {serial} પરત કરાયું', 'સોંપણી {ref} પરત થઈ'],
      body: ['મશીન {serial} પરત કરાયું.', 'સોંપણી {ref}નું મશીન પરત કરાયું.'],
    },
    'assignment.return_undone': {
      subject: ['મશીન {serial}ની વાપસી પૂર્વવત્ થઈ', 'સોંપણી {ref}ની વાપસી પૂર્વવત્ થઈ'],
      body: [
        'મશીન {serial}ની વાપસી પૂર્વવત્ થઈ: તે ફરી સોંપાયેલું છે.',
        'સોંપણી {ref}ની વાપસી પૂર્વવત્ થઈ: તેનાં મશીનો ફરી સોંપાયાં છે.',
      ],
    },
    'receipt.discrepancy': {
      subject: ['રસીદ {ref} તફાવત સાથે બંધ કરાઈ'],
      body: [
        'રસીદ {ref} બંધ કરાઈ: {missing} ઉપકરણ ખૂટે છે અને {extra} વધારાના છે.',
        'રસીદ {ref} બંધ કરાઈ, અપેક્ષિત અને મળેલા ઉપકરણમાં તફાવત છે.',
      ],
    },
    'stock.low': {
      subject: ['ઓછો સ્ટોક: {provider} {machineType}', '{ref} પર ઓછો સ્ટોક'],
      body: [
        '{provider}ના ફક્ત {available} {machineType} {model} ઉપકરણ ઉપલબ્ધ છે (મર્યાદા {threshold}).',
        '{provider}ના ફક્ત {available} {machineType} ઉપકરણ ઉપલબ્ધ છે (મર્યાદા {threshold}).',
        '{provider}નો {machineType} સ્ટોક તેની મર્યાદાથી નીચે છે.',
        'પ્રદાતા {ref}નો સ્ટોક તેની મર્યાદાથી નીચે છે.',
      ],
    },
    'devices.idle': {
      subject: ['{count} નિષ્ક્રિય ઉપકરણ મળ્યા', 'નિષ્ક્રિય ઉપકરણ મળ્યા'],
      body: [
        '{count} ઉપકરણ પર {days} દિવસથી કોઈ વ્યવહાર થયો નથી.',
        '{count} ઉપકરણ પર થોડા સમયથી કોઈ વ્યવહાર થયો નથી.',
        'કેટલાક ઉપકરણ પર થોડા સમયથી કોઈ વ્યવહાર થયો નથી.',
      ],
    },
    'machine.installed': {
      subject: ['ઉપકરણ {serial} {retailer} પર ઇન્સ્ટોલ થયું', 'ઉપકરણ ઇન્સ્ટોલ થયા'],
      body: [
        'ઉપકરણ {serial} ને {retailer} પર ઇન્સ્ટોલ થયેલું ચિહ્નિત કરાયું.',
        '{count} ઉપકરણને {retailer} પર ઇન્સ્ટોલ થયેલા ચિહ્નિત કરાયા.',
        'એક છૂટક વેપારી પર ઉપકરણ ઇન્સ્ટોલ થયેલા ચિહ્નિત કરાયા.',
      ],
    },
    'machine.swapped': {
      subject: ['મશીન {serial} બદલાયું', 'એક મશીન બદલાયું'],
      body: [
        'મશીન {serial}ની જગ્યાએ {newSerial} અપાયું.',
        'મશીન {serial} બદલાયું.',
        'મશીન {ref} બદલાયું.',
      ],
    },
    'rma.sent': {
      subject: ['વળતર બેચ {ref} મોકલાયો'],
      body: [
        '{count} ઉપકરણ સાથેનો વળતર બેચ {ref} {provider}ને મોકલાયો.',
        'વળતર બેચ {ref} પ્રદાતાને મોકલાયો.',
      ],
    },
    'rma.received': {
      subject: ['વળતર બેચ {ref} મળ્યો'],
      body: ['{provider}ને વળતર બેચ {ref} મળ્યો.', 'પ્રદાતાને વળતર બેચ {ref} મળ્યો.'],
    },
    'rma.closed': {
      subject: ['વળતર બેચ {ref} બંધ કરાયો'],
      body: ['વળતર બેચ {ref} બંધ કરાયો.'],
    },
    'transfer.created': {
      subject: ['નવું ટ્રાન્સફર {ref}'],
      body: [
        '{from}થી {to}ને {count} ઉપકરણનું ટ્રાન્સફર {ref} જવાબની રાહ જુએ છે.',
        '{from}થી {to}ને ટ્રાન્સફર {ref} જવાબની રાહ જુએ છે.',
        'ટ્રાન્સફર {ref} જવાબની રાહ જુએ છે.',
      ],
    },
    'transfer.accepted': {
      subject: ['ટ્રાન્સફર {ref} સ્વીકારાયું'],
      body: ['{to}એ ટ્રાન્સફર {ref} સ્વીકાર્યું.', 'ટ્રાન્સફર {ref} સ્વીકારાયું.'],
    },
    'transfer.refused': {
      subject: ['ટ્રાન્સફર {ref} નકારાયું'],
      body: ['{to}એ ટ્રાન્સફર {ref} નકાર્યું.', 'ટ્રાન્સફર {ref} નકારાયું.'],
    },
    'transfer.cancelled': {
      subject: ['ટ્રાન્સફર {ref} રદ કરાયું'],
      body: ['{from}એ ટ્રાન્સફર {ref} રદ કર્યું.', 'ટ્રાન્સફર {ref} રદ કરાયું.'],
    },
    'invoice.issued': {
      subject: ['{amount} નું ઇન્વૉઇસ {ref} જારી થયું', 'ઇન્વૉઇસ {ref} જારી થયું'],
      body: [
        '{amount} નું ઇન્વૉઇસ {ref} જારી થયું, ચુકવણીની છેલ્લી તારીખ {due}. ઇન્વૉઇસ PDF તરીકે જોડાયેલ છે.',
        'ઇન્વૉઇસ {ref} જારી થયું. ઇન્વૉઇસ PDF તરીકે જોડાયેલ છે.',
      ],
    },
    'invoice.overdue': {
      subject: ['ઇન્વૉઇસ {ref} બાકી છે: {amount} ચૂકવવાના બાકી', 'ઇન્વૉઇસ {ref} બાકી છે'],
      body: [
        'ઇન્વૉઇસ {ref} ની છેલ્લી તારીખ {due} હતી અને {amount} હજી ચૂકવવાના બાકી છે. કૃપા કરીને ચુકવણી કરો.',
        'ઇન્વૉઇસ {ref} ની છેલ્લી તારીખ વીતી ગઈ છે અને ચુકવણી બાકી છે. કૃપા કરીને ચુકવણી કરો.',
      ],
    },
    'payment.recorded': {
      subject: ['ઇન્વૉઇસ {ref} પર {amount} ની ચુકવણી નોંધાઈ', 'ઇન્વૉઇસ {ref} પર ચુકવણી નોંધાઈ'],
      body: [
        '{distributor} તરફથી {amount} ની ચુકવણી ઇન્વૉઇસ {ref} પર નોંધાઈ.',
        'ઇન્વૉઇસ {ref} પર {amount} ની ચુકવણી નોંધાઈ.',
        'ઇન્વૉઇસ {ref} પર એક ચુકવણી નોંધાઈ.',
      ],
    },
    'invoice.paid': {
      subject: ['ઇન્વૉઇસ {ref} ચૂકવાઈ ગયું'],
      body: ['{distributor} નું ઇન્વૉઇસ {ref} સંપૂર્ણ ચૂકવાઈ ગયું.', 'ઇન્વૉઇસ {ref} સંપૂર્ણ ચૂકવાઈ ગયું.'],
    },
    'security.alert': {
      subject: ['સુરક્ષા ચેતવણી: {what}', 'તમારા ખાતા પર સુરક્ષા ચેતવણી'],
      body: [
        'અમે જોયું: {what}. જો આ તમે ન કર્યું હોય, તો તમારો પાસવર્ડ બદલો અને અન્ય સત્રો સાઇન-આઉટ કરો.',
        'અમે તમારા ખાતા પર એક સુરક્ષા ઘટના જોઈ. જો આ તમે ન કર્યું હોય, તો તમારો પાસવર્ડ બદલો.',
      ],
    },
    ...BOOK_EVENTS.gu,
  },
  whose: BOOK_WORDS.gu.whose,
  greeting: 'નમસ્તે {name},',
  open: '{entity} {ref} ખોલો',
  footer:
    'તમને આ ઇમેઇલ એટલે મળ્યો કારણ કે આ પ્રકારની ઘટના માટે ઇમેઇલ ચાલુ છે. તે બદલવા માટે પ્રોફાઇલ > સૂચનાઓ પર જાઓ.',
  digest: {
    subject: '{day} નો તમારો દૈનિક સારાંશ',
    intro: 'તમારા છેલ્લા સારાંશ પછી શું થયું, પ્રકાર મુજબ (કુલ {count}).',
    kinds: {
      'order.created': 'ઓર્ડર બુક થયો',
      'order.status_changed': 'ઓર્ડરની સ્થિતિ બદલાઈ',
      'order.awaiting_receipt': 'ડિલિવરી માટે નીકળ્યો (મળ્યાની પુષ્ટિ કરો)',
      'order.delivered': 'ઓર્ડર ડિલિવર થયો',
      'assignment.created': 'સોંપણી બની',
      'assignment.returned': 'સોંપણી પાછી આવી',
      'assignment.return_undone': 'વાપસી પૂર્વવત્',
      'receipt.discrepancy': 'તફાવતવાળી સ્ટોક રસીદ',
      'stock.low': 'ઓછો સ્ટોક',
      'devices.idle': 'નિષ્ક્રિય ઉપકરણો',
      'machine.swapped': 'ઉપકરણ બદલાયું',
      'machine.installed': 'ઉપકરણ ઇન્સ્ટોલ થયું',
      'rma.sent': 'સમારકામ વાપસી મોકલાઈ',
      'rma.received': 'સમારકામ વાપસી મળી',
      'rma.closed': 'સમારકામ વાપસી બંધ થઈ',
      'transfer.created': 'ટ્રાન્સફર શરૂ થયું',
      'transfer.accepted': 'ટ્રાન્સફર સ્વીકારાયું',
      'transfer.refused': 'ટ્રાન્સફર નકારાયું',
      'transfer.cancelled': 'ટ્રાન્સફર રદ થયું',
      'invoice.issued': 'ઇન્વૉઇસ જારી',
      'invoice.overdue': 'ઇન્વૉઇસ બાકી',
      'payment.recorded': 'ચુકવણી નોંધાઈ',
      'invoice.paid': 'ઇન્વૉઇસ ચૂકવાયું',
      'security.alert': 'સુરક્ષા ચેતવણીઓ',
      ...BOOK_KINDS.gu,
    },
    more: '…અને બીજા {count}',
    footer:
      'તમને દરેક ઘટના માટે અલગ ઇમેઇલને બદલે દિવસમાં એક સારાંશ ભારતીય સમય મુજબ 09:00 વાગ્યે મળે છે; સુરક્ષા ચેતવણીઓ તો પણ તરત આવે છે. તે બદલવા માટે પ્રોફાઇલ > સૂચનાઓ પર જાઓ.',
  },
  emailChanged: {
    subject: 'તમારા ખાતાનું ઇમેઇલ સરનામું બદલાયું',
    body: 'તમારા ખાતાનું સાઇન-ઇન ઇમેઇલ સરનામું આ સરનામેથી બદલીને {newEmail} કરવામાં આવ્યું છે, તેથી હવે આ સરનામાથી સાઇન-ઇન થઈ શકશે નહીં. જો આ ફેરફાર તમે કર્યો હોય, તો કંઈ કરવાની જરૂર નથી. જો નહીં, તો કોઈ બીજું તમારા ખાતાનો ઉપયોગ કરી રહ્યું હોઈ શકે: ખાતું પાછું મેળવવા અને સુરક્ષિત કરવા માટે તરત તમારા એડમિનનો સંપર્ક કરો.',
    footer: 'તમને આ ઇમેઇલ એટલે મળ્યો કારણ કે આ આ ખાતાનું સરનામું હતું. તે હંમેશાં મોકલાય છે અને બંધ કરી શકાતો નથી.',
  },
};
