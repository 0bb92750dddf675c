import { languageOf, NOTIFICATION_EVENT_TYPES, type Language } from '@dd/contract';
import { textsIn, type Say } from '../../../../lib/texts';
import type { DispatchedEvent } from '../../../../platform/outbox';
import { eventPath, SETTINGS_PATH } from '../../links';
import {
  baseOf,
  clean,
  escapeHtml,
  headline,
  htmlPage,
  paragraph,
  type RenderedEmail,
} from '../render';

/** A kind lists its first events one by one; the rest are counted, with a link to their list. */
export const DIGEST_LINES_PER_KIND = 10;

type Line = { subject: string; link: string };
type Kind = { heading: string; lines: Line[]; more?: Line };

/** The kinds of the digest in NOTIFICATION_EVENTS order, each with its count and lines. */
function kindsOf(
  events: readonly DispatchedEvent[],
  say: Say,
  lang: Language,
  publicUrl: string,
): Kind[] {
  return NOTIFICATION_EVENT_TYPES.flatMap((type) => {
    const ofType = events.filter((e) => e.type === type);
    if (ofType.length === 0) return [];
    const lines = ofType.map((e) => headline(e, say, lang, publicUrl));
    const rest = lines.length - DIGEST_LINES_PER_KIND;
    return [
      {
        heading: `${say(`inbox.types.${type.replace('.', '_')}`)}: ${ofType.length}`,
        lines: lines.slice(0, DIGEST_LINES_PER_KIND),
        ...(rest > 0
          ? {
              more: {
                subject: say('email.digest.more', { count: rest }),
                link:
                  baseOf(publicUrl) +
                  (eventPath(type, ofType[0]!.entityType, null, null) ?? '/dashboard'),
              },
            }
          : {}),
      },
    ];
  });
}

/**
 * The daily digest in the recipient's language: the events since the last digest, by kind in
 * the order of NOTIFICATION_EVENTS, each kind with its count and a line and a link per event.
 */
export function renderDigest(
  events: readonly DispatchedEvent[],
  recipient: { name: string; language: string | null | undefined },
  publicUrl: string,
  day: string,
): Omit<RenderedEmail, 'link'> {
  const lang = languageOf(recipient.language);
  const say = textsIn(lang);
  const subject = say('email.digest.subject', { day });
  const greeting = say('email.greeting', { name: clean(recipient.name) });
  const intro = say('email.digest.intro', { count: events.length });
  const footer = say('email.digest.footer');
  const settings = baseOf(publicUrl) + SETTINGS_PATH;
  const kinds = kindsOf(events, say, lang, publicUrl);
  const linesOf = (k: Kind) => [...k.lines, ...(k.more ? [k.more] : [])];
  const textKinds = kinds.map((k) =>
    [k.heading, ...linesOf(k).map((l) => `- ${l.subject}: ${l.link}`)].join('\n'),
  );
  const text = `${greeting}\n\n${intro}\n\n${textKinds.join('\n\n')}\n\n--\n${footer}\n${settings}\n`;
  const item = (l: Line) => `<li><a href="${escapeHtml(l.link)}">${escapeHtml(l.subject)}</a></li>`;
  const html = htmlPage(lang, subject, {
    blocks: [
      paragraph(greeting),
      paragraph(intro),
      ...kinds.map(
        (k) =>
          `<h3 style="font-size:15px;margin:16px 0 4px">${escapeHtml(k.heading)}</h3>\n<ul>${linesOf(k).map(item).join('')}</ul>`,
      ),
    ],
    footer,
    settings,
  });
  return { subject, text, html };
}
