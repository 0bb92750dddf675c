import { languageOf, type Language } from '@dd/contract';
import { textsIn, type Params, type Say } from '../../../lib/texts';
import type { DispatchedEvent } from '../../../platform/outbox';
import { eventPath, SETTINGS_PATH } from '../links';
import { said, wordsOf, type Reader } from './said';

export type { Reader } from './said';

export type RenderedEmail = { subject: string; text: string; html: string; link: string };

/** A payload value as one short line (payloads are user data: no newlines into headers). */
export function clean(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim()
    .slice(0, 200);
}

/** Every text value as one short line; numbers as they are (a count picks a plural form). */
const cleaned = (params: Params): Params =>
  Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? clean(v) : v]),
  );

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The product's address without a trailing slash: links are `${base}/path`. */
export const baseOf = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/**
 * An event in `lang`: its email's subject and sentence, the absolute link to its object, and
 * the object's name for the link's words. An event whose payload is not the contract's is
 * named by its object alone ("Order #12").
 */
export function headline(
  event: DispatchedEvent,
  say: Say,
  lang: Language,
  publicUrl: string,
  reader: Reader = { own: false },
): { subject: string; body: string; link: string; entity: string; ref: string } {
  const what = said(event.type, event.payload, wordsOf(say, lang, reader));
  const entity = say(`email.entity.${event.entityType ?? 'none'}`);
  const ref = clean(what?.ref ?? (event.entityId !== null ? `#${event.entityId}` : ''));
  const path = eventPath(event.type, event.entityType, event.entityId, what?.serial, what?.month);
  const link = baseOf(publicUrl) + (path ?? '/dashboard');
  if (!what) {
    const fallback = say('email.fallback', { entity, ref });
    return { subject: fallback, body: fallback, link, entity, ref };
  }
  const key = `email.events.${event.type.replace('.', '_')}`;
  const params = {
    ...cleaned({ ...what.params, ref }),
    ...(what.context ? { context: what.context } : {}),
  };
  return {
    subject: say(`${key}.subject`, params),
    body: say(`${key}.body`, params),
    link,
    entity,
    ref,
  };
}

/** One notification email in the recipient's language: subject, plain and HTML bodies, link. */
export function renderEmail(
  event: DispatchedEvent,
  recipient: { name: string; language: string | null | undefined; role?: string },
  publicUrl: string,
): RenderedEmail {
  const lang = languageOf(recipient.language);
  const say = textsIn(lang);
  const { subject, body, link, entity, ref } = headline(event, say, lang, publicUrl, {
    own: recipient.role !== undefined && recipient.role !== 'admin',
  });
  const settings = baseOf(publicUrl) + SETTINGS_PATH;
  const greeting = say('email.greeting', { name: clean(recipient.name) });
  const open = say('email.open', { entity, ref }).trim();
  const footer = say('email.footer');
  const text = `${greeting}\n\n${body}\n\n${open}: ${link}\n\n--\n${footer}\n${settings}\n`;
  const html = htmlPage(lang, subject, {
    blocks: [
      paragraph(greeting),
      paragraph(body),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`,
    ],
    footer,
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
