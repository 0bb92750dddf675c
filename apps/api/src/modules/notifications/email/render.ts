import { LANGUAGES, type Language } from '@dd/contract';
import type { DispatchedEvent } from '../../../platform/outbox';
import { eventPath, SETTINGS_PATH } from '../links';
import { en } from './texts/en';
import { gu } from './texts/gu';
import { hi } from './texts/hi';
import type { EmailTexts } from './texts/types';

const TEXTS: Record<Language, EmailTexts> = { en, hi, gu };

/** The words of a language. */
export const textsOf = (lang: Language): EmailTexts => TEXTS[lang];

export type RenderedEmail = { subject: string; text: string; html: string; link: string };

type Vars = Record<string, string | undefined>;

/** A payload value as one short line (payloads are user data: no newlines into headers). */
export function clean(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const line = value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
  return line ? line.slice(0, 200) : undefined;
}

function first(payload: Record<string, unknown>, names: string[]): string | undefined {
  for (const name of names) {
    const v = clean(payload[name]);
    if (v !== undefined) return v;
  }
  return undefined;
}

function countOf(payload: Record<string, unknown>): string | undefined {
  const n = first(payload, ['count', 'machineCount', 'deviceCount', 'serialCount', 'quantity']);
  if (n !== undefined) return n;
  for (const name of ['serials', 'serialNumbers', 'machineIds', 'machines', 'devices']) {
    const list = payload[name];
    if (Array.isArray(list)) return String(list.length);
  }
  return undefined;
}

/** 'YYYY-MM' as the month's name in the language: 'September 2026', 'सितंबर 2026'. */
function monthName(month: string | undefined, lang: Language): string | undefined {
  if (!month || !/^\d{4}-\d{2}$/.test(month)) return month;
  return new Intl.DateTimeFormat(`${lang}-IN`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Who reads the email: the distributor's own users are addressed as "you", admins are not. */
export type Reader = { own: boolean };

/** The values the templates may name, read defensively from what the emitting module wrote. */
function varsOf(
  event: DispatchedEvent,
  texts: EmailTexts,
  name: string,
  lang: Language,
  reader: Reader,
): Vars {
  const p = (event.payload ?? {}) as Record<string, unknown>;
  const status = (code: string | undefined) => (code ? (texts.status[code] ?? code) : undefined);
  const isStatus = (v: string | undefined) => v !== undefined && v in texts.status;
  const rawTo = first(p, ['to']);
  const rawFrom = first(p, ['from']);
  const ref =
    first(p, [
      'orderNumber',
      'order_number',
      'number',
      'receiptNumber',
      'transferNumber',
      'batchNumber',
      'reference',
    ]) ?? (event.entityId !== null ? `#${event.entityId}` : '');
  const type = first(p, ['machineType', 'deviceType']);
  const security = first(p, ['securityType']);
  const distributor = first(p, ['distributorName']);
  // The reader's own account, or the distributor's when it is named (an admin reads it).
  const whose = ([own, of]: [string, string]) =>
    reader.own || !distributor ? own : fill([of], { distributor });
  return {
    name,
    ref,
    entity: texts.entity[(event.entityType ?? 'none') as keyof EmailTexts['entity']] ?? '',
    status: status(
      first(p, ['status', 'toStatus', 'newStatus']) ?? (isStatus(rawTo) ? rawTo : undefined),
    ),
    from: isStatus(rawFrom)
      ? status(rawFrom)
      : (first(p, ['fromName', 'fromDistributorName', 'fromStatus']) ?? rawFrom),
    to: isStatus(rawTo) ? undefined : (first(p, ['toName', 'toDistributorName']) ?? rawTo),
    count: countOf(p),
    distributor,
    retailer: first(p, ['retailerName', 'merchantName']),
    provider: first(p, ['providerName', 'serviceProviderName', 'provider']),
    machineType: type ? (texts.machineType[type] ?? type) : undefined,
    model: first(p, ['model']),
    available: first(p, ['available', 'availableCount', 'current']),
    threshold: first(p, ['threshold']),
    days: first(p, ['days', 'idleDays']),
    serial: first(p, ['serialNumber', 'serial', 'faultySerial', 'oldSerialNumber', 'oldSerial']),
    newSerial: first(p, ['newSerialNumber', 'newSerial', 'replacementSerial']),
    missing: first(p, ['missing', 'missingCount']),
    extra: first(p, ['extra', 'extraCount']),
    // Invoices: the amount (total, or the balance still due) and the due date, as written.
    amount: first(p, ['amount']),
    due: first(p, ['dueDate']),
    // The books' documents: the invoice a credit note reduces, a reason, a month, a commission's
    // gross and TDS, what a payout paid out of and its reference.
    invoice: first(p, ['invoiceNumber']),
    reason: first(p, ['reason']),
    month: monthName(first(p, ['month']), lang),
    gross: first(p, ['grossAmount']),
    tds: first(p, ['tdsAmount']),
    source: first(p, ['sourceNumber']),
    reference: first(p, ['reference']),
    account: whose(texts.whose.account),
    payee: whose(texts.whose.payee),
    what: security
      ? (texts.security[security as keyof EmailTexts['security']] ?? security)
      : undefined,
  };
}

/** The first template whose every {value} is known, filled; the last always fills. */
export function fill(templates: string[], vars: Vars): string {
  for (const [i, template] of templates.entries()) {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (i < templates.length - 1 && names.some((n) => vars[n] === undefined)) continue;
    return template
      .replace(/\{(\w+)\}/g, (_, n: string) => vars[n] ?? '')
      .replace(/\s{2,}/g, ' ')
      .replace(/\s+([.।:,)])/g, '$1')
      .trim();
  }
  return '';
}

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function languageOf(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/** An event in `lang`: its email's subject and sentence, the absolute link to its object, its values. */
export function headline(
  event: DispatchedEvent,
  lang: Language,
  publicUrl: string,
  name = '',
  reader: Reader = { own: false },
): { subject: string; body: string; link: string; vars: Vars } {
  const texts = TEXTS[lang];
  const vars = varsOf(event, texts, name, lang, reader);
  const words = texts.events[event.type as keyof EmailTexts['events']] ?? {
    subject: ['{entity} {ref}'],
    body: ['{entity} {ref}'],
  };
  const month = first((event.payload ?? {}) as Record<string, unknown>, ['month']);
  const path = eventPath(event.type, event.entityType, event.entityId, vars.serial, month);
  const link = baseOf(publicUrl) + (path ?? '/dashboard');
  return { subject: fill(words.subject, vars), body: fill(words.body, vars), link, vars };
}

/** The product's address without a trailing slash: links are `${base}/path`. */
export const baseOf = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** One notification email in the recipient's language: subject, plain and HTML bodies, link. */
export function renderEmail(
  event: DispatchedEvent,
  recipient: { name: string; language: string | null | undefined; role?: string },
  publicUrl: string,
): RenderedEmail {
  const lang = languageOf(recipient.language);
  const texts = TEXTS[lang];
  const { subject, body, link, vars } = headline(
    event,
    lang,
    publicUrl,
    clean(recipient.name) ?? '',
    { own: recipient.role !== undefined && recipient.role !== 'admin' },
  );
  const settings = baseOf(publicUrl) + SETTINGS_PATH;
  const greeting = fill([texts.greeting], vars);
  const open = fill([texts.open], vars);
  const text = `${greeting}\n\n${body}\n\n${open}: ${link}\n\n--\n${texts.footer}\n${settings}\n`;
  const html = htmlPage(lang, subject, {
    blocks: [
      paragraph(greeting),
      paragraph(body),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`,
    ],
    footer: texts.footer,
    settings,
  });
  return { subject, text, html, link };
}

/** A paragraph of plain text, as HTML. */
export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * The HTML of an email: its blocks (HTML elements: escape what goes in), then the footer's
 * words (plain text) and, when given, the settings link.
 */
export function htmlPage(
  lang: Language,
  subject: string,
  content: { blocks: string[]; footer: string; settings?: string },
): string {
  const settings = content.settings
    ? `\n<a href="${escapeHtml(content.settings)}">${escapeHtml(content.settings)}</a>`
    : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937;line-height:1.5">
${content.blocks.join('\n')}
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:12px;color:#6b7280">${escapeHtml(content.footer)}${settings}</p>
</body></html>`;
}
