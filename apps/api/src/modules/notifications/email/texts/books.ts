import type { Language } from '@dd/contract';
import type { EmailTexts } from './types';

/**
 * The books' events (decision 0159) in each language: a credit is said as one ("credited to your
 * account"), never as a negative figure. {account} and {payee} are the reader's own for the
 * distributor's users, the distributor's for the admins (types.ts, `whose`).
 */
type BookEvent =
  | 'payment.reversed'
  | 'credit_note.issued'
  | 'refund_voucher.issued'
  | 'payout.recorded'
  | 'commission.approved';
type Words = { subject: string[]; body: string[] };

export const BOOK_EVENTS: Record<Language, Record<BookEvent, Words>> = {
  en: {
    'payment.reversed': {
      subject: [
        'Payment of {amount} on invoice {ref} was reversed',
        'A payment on invoice {ref} was reversed',
      ],
      body: [
        'The payment of {amount} recorded on invoice {ref} was reversed ({reason}): {amount} is due on the invoice again.',
        'The payment of {amount} recorded on invoice {ref} was reversed: {amount} is due on the invoice again.',
        'A payment on invoice {ref} was reversed: it is due again.',
      ],
    },
    'credit_note.issued': {
      subject: ['Credit note {ref}: {amount} credited', 'Credit note {ref} was issued'],
      body: [
        'Credit note {ref} against invoice {invoice}: {amount} credited to {account}. Reason: {reason}. The credit note is attached as a PDF.',
        'Credit note {ref}: {amount} credited to {account}. The credit note is attached as a PDF.',
        'Credit note {ref} was issued. The credit note is attached as a PDF.',
      ],
    },
    'refund_voucher.issued': {
      subject: ['Refund voucher {ref}: {amount} credited', 'Refund voucher {ref} was issued'],
      body: [
        'Refund voucher {ref} for the deposits of devices returned in {month}: {amount} credited to {account}. The voucher is attached as a PDF.',
        'Refund voucher {ref}: {amount} credited to {account}. The voucher is attached as a PDF.',
        'Refund voucher {ref} was issued. The voucher is attached as a PDF.',
      ],
    },
    'payout.recorded': {
      subject: ['Payout {ref}: {amount} paid', 'Payout {ref} was recorded'],
      body: [
        'Payout {ref}: {amount} was paid to {payee} out of {source} (reference {reference}).',
        'Payout {ref}: {amount} was paid to {payee}.',
        'Payout {ref} was recorded.',
      ],
    },
    'commission.approved': {
      subject: [
        'Commission for {month} approved: {amount} credited',
        'Commission statement {ref} was approved',
      ],
      body: [
        'Commission statement {ref} for {month} was approved: {amount} credited to {account} ({gross} less {tds} TDS under section 194H).',
        'Commission statement {ref} was approved: {amount} credited to {account}.',
        'Commission statement {ref} was approved.',
      ],
    },
  },
  hi: {
    'payment.reversed': {
      subject: ['इनवॉइस {ref} पर {amount} का भुगतान उलटा गया', 'इनवॉइस {ref} पर एक भुगतान उलटा गया'],
      body: [
        'इनवॉइस {ref} पर दर्ज {amount} का भुगतान उलटा गया ({reason}): इनवॉइस पर {amount} फिर से देय है।',
        'इनवॉइस {ref} पर दर्ज {amount} का भुगतान उलटा गया: इनवॉइस पर {amount} फिर से देय है।',
        'इनवॉइस {ref} पर एक भुगतान उलटा गया: यह फिर से देय है।',
      ],
    },
    'credit_note.issued': {
      subject: ['क्रेडिट नोट {ref}: {amount} जमा किए गए', 'क्रेडिट नोट {ref} जारी हुआ'],
      body: [
        'इनवॉइस {invoice} पर क्रेडिट नोट {ref}: {amount} {account} में जमा किए गए। कारण: {reason}। क्रेडिट नोट PDF के रूप में संलग्न है।',
        'क्रेडिट नोट {ref}: {amount} {account} में जमा किए गए। क्रेडिट नोट PDF के रूप में संलग्न है।',
        'क्रेडिट नोट {ref} जारी हुआ। क्रेडिट नोट PDF के रूप में संलग्न है।',
      ],
    },
    'refund_voucher.issued': {
      subject: ['रिफ़ंड वाउचर {ref}: {amount} जमा किए गए', 'रिफ़ंड वाउचर {ref} जारी हुआ'],
      body: [
        '{month} में लौटाए गए डिवाइसों की जमा राशि का रिफ़ंड वाउचर {ref}: {amount} {account} में जमा किए गए। वाउचर PDF के रूप में संलग्न है।',
        'रिफ़ंड वाउचर {ref}: {amount} {account} में जमा किए गए। वाउचर PDF के रूप में संलग्न है।',
        'रिफ़ंड वाउचर {ref} जारी हुआ। वाउचर PDF के रूप में संलग्न है।',
      ],
    },
    'payout.recorded': {
      subject: ['भुगतान {ref}: {amount} चुकाए गए', 'भुगतान {ref} दर्ज हुआ'],
      body: [
        'भुगतान {ref}: {source} में से {amount} {payee} चुकाए गए (संदर्भ {reference})।',
        'भुगतान {ref}: {amount} {payee} चुकाए गए।',
        'भुगतान {ref} दर्ज हुआ।',
      ],
    },
    'commission.approved': {
      subject: ['{month} का कमीशन स्वीकृत: {amount} जमा किए गए', 'कमीशन विवरण {ref} स्वीकृत हुआ'],
      body: [
        '{month} का कमीशन विवरण {ref} स्वीकृत हुआ: {amount} {account} में जमा किए गए ({gross} में से धारा 194H के तहत {tds} TDS काटा गया)।',
        'कमीशन विवरण {ref} स्वीकृत हुआ: {amount} {account} में जमा किए गए।',
        'कमीशन विवरण {ref} स्वीकृत हुआ।',
      ],
    },
  },
  gu: {
    'payment.reversed': {
      subject: ['ઇન્વૉઇસ {ref} પર {amount}ની ચુકવણી ઉલટાવી', 'ઇન્વૉઇસ {ref} પર એક ચુકવણી ઉલટાવી'],
      body: [
        'ઇન્વૉઇસ {ref} પર નોંધાયેલી {amount}ની ચુકવણી ઉલટાવી ({reason}): ઇન્વૉઇસ પર {amount} ફરી બાકી છે.',
        'ઇન્વૉઇસ {ref} પર નોંધાયેલી {amount}ની ચુકવણી ઉલટાવી: ઇન્વૉઇસ પર {amount} ફરી બાકી છે.',
        'ઇન્વૉઇસ {ref} પર એક ચુકવણી ઉલટાવી: તે ફરી બાકી છે.',
      ],
    },
    'credit_note.issued': {
      subject: ['ક્રેડિટ નોટ {ref}: {amount} જમા થયા', 'ક્રેડિટ નોટ {ref} જારી થઈ'],
      body: [
        'ઇન્વૉઇસ {invoice} સામે ક્રેડિટ નોટ {ref}: {amount} {account}માં જમા થયા. કારણ: {reason}. ક્રેડિટ નોટ PDF તરીકે જોડેલી છે.',
        'ક્રેડિટ નોટ {ref}: {amount} {account}માં જમા થયા. ક્રેડિટ નોટ PDF તરીકે જોડેલી છે.',
        'ક્રેડિટ નોટ {ref} જારી થઈ. ક્રેડિટ નોટ PDF તરીકે જોડેલી છે.',
      ],
    },
    'refund_voucher.issued': {
      subject: ['રિફંડ વાઉચર {ref}: {amount} જમા થયા', 'રિફંડ વાઉચર {ref} જારી થયું'],
      body: [
        '{month}માં પાછા આવેલા ઉપકરણની ડિપોઝિટનું રિફંડ વાઉચર {ref}: {amount} {account}માં જમા થયા. વાઉચર PDF તરીકે જોડેલું છે.',
        'રિફંડ વાઉચર {ref}: {amount} {account}માં જમા થયા. વાઉચર PDF તરીકે જોડેલું છે.',
        'રિફંડ વાઉચર {ref} જારી થયું. વાઉચર PDF તરીકે જોડેલું છે.',
      ],
    },
    'payout.recorded': {
      subject: ['ચુકવણી {ref}: {amount} ચૂકવ્યા', 'ચુકવણી {ref} નોંધાઈ'],
      body: [
        'ચુકવણી {ref}: {source}માંથી {amount} {payee} ચૂકવ્યા (સંદર્ભ {reference}).',
        'ચુકવણી {ref}: {amount} {payee} ચૂકવ્યા.',
        'ચુકવણી {ref} નોંધાઈ.',
      ],
    },
    'commission.approved': {
      subject: ['{month}નું કમિશન મંજૂર: {amount} જમા થયા', 'કમિશન પત્રક {ref} મંજૂર થયું'],
      body: [
        '{month}નું કમિશન પત્રક {ref} મંજૂર થયું: {amount} {account}માં જમા થયા ({gross}માંથી કલમ 194H હેઠળ {tds} TDS કપાયો).',
        'કમિશન પત્રક {ref} મંજૂર થયું: {amount} {account}માં જમા થયા.',
        'કમિશન પત્રક {ref} મંજૂર થયું.',
      ],
    },
  },
};

/** Each book event's heading in the daily digest. */
export const BOOK_KINDS: Record<Language, Record<BookEvent, string>> = {
  en: {
    'payment.reversed': 'Payment reversed',
    'credit_note.issued': 'Credit note issued',
    'refund_voucher.issued': 'Refund voucher issued',
    'payout.recorded': 'Payout recorded',
    'commission.approved': 'Commission approved',
  },
  hi: {
    'payment.reversed': 'भुगतान उलटा गया',
    'credit_note.issued': 'क्रेडिट नोट जारी',
    'refund_voucher.issued': 'रिफ़ंड वाउचर जारी',
    'payout.recorded': 'भुगतान (हमारे द्वारा) दर्ज',
    'commission.approved': 'कमीशन स्वीकृत',
  },
  gu: {
    'payment.reversed': 'ચુકવણી ઉલટાવી',
    'credit_note.issued': 'ક્રેડિટ નોટ જારી',
    'refund_voucher.issued': 'રિફંડ વાઉચર જારી',
    'payout.recorded': 'ચુકવણી (અમારા દ્વારા) નોંધાઈ',
    'commission.approved': 'કમિશન મંજૂર',
  },
};

/** The books' objects an email links to, and whose account or who is paid. */
export const BOOK_WORDS: Record<
  Language,
  {
    entity: Record<'credit_note' | 'refund_voucher' | 'payout' | 'commission_statement', string>;
  } & Pick<EmailTexts, 'whose'>
> = {
  en: {
    entity: {
      credit_note: 'Credit note',
      refund_voucher: 'Refund voucher',
      payout: 'Payout',
      commission_statement: 'Commission statement',
    },
    whose: {
      account: ['your account', 'the account of {distributor}'],
      payee: ['you', '{distributor}'],
    },
  },
  hi: {
    entity: {
      credit_note: 'क्रेडिट नोट',
      refund_voucher: 'रिफ़ंड वाउचर',
      payout: 'भुगतान',
      commission_statement: 'कमीशन विवरण',
    },
    whose: { account: ['आपके खाते', '{distributor} के खाते'], payee: ['आपको', '{distributor} को'] },
  },
  gu: {
    entity: {
      credit_note: 'ક્રેડિટ નોટ',
      refund_voucher: 'રિફંડ વાઉચર',
      payout: 'ચુકવણી',
      commission_statement: 'કમિશન પત્રક',
    },
    whose: { account: ['તમારા ખાતા', '{distributor}ના ખાતા'], payee: ['તમને', '{distributor}ને'] },
  },
};
