/**
 * Accept as PostgREST 12 negotiates it: the listed media types sorted by quality (then by how
 * specific they are), the first one it can produce wins, and `406 PGRST107` lists every one
 * asked for (as PostgREST spells them) when none can be produced. `explain()`'s plan media types
 * are among the refused ones: hosted Supabase keeps `db-plan-enabled` off, its default.
 */
import { RestError } from '../errors';
import type { ResponseFormat } from './headers';

/** One entry of the Accept header, spaces removed (as WAI's parseHttpAccept does). */
interface Entry {
  type: string;
  params: string[];
}

function sortedEntries(accept: string): Entry[] {
  return accept
    .split(',')
    .map((raw, index) => {
      const text = raw.replace(/ /g, '');
      const at = text.indexOf(';q=');
      const kept = at === -1 ? text : text.slice(0, at);
      const q = at === -1 ? 1 : Number.parseFloat(text.slice(at + 3).split(';')[0]!);
      const specificity = (kept.match(/;/g)?.length ?? 0) - (kept.match(/\*/g)?.length ?? 0);
      return { kept, q: Number.isNaN(q) ? 1 : q, specificity, index };
    })
    .sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index)
    .map(({ kept }) => {
      const [type = '', ...params] = kept.split(';');
      return { type, params };
    });
}

/** PostgREST's toMime for a plan media type: `application/vnd.pgrst.plan+text; for="…"`. */
function planMime(entry: Entry): string {
  const format = entry.type.endsWith('+json') ? 'json' : 'text';
  const forParam = entry.params.find((p) => p.startsWith('for='));
  const forType = forParam ? mimeOf(sortedEntries(forParam.slice(4).replace(/^"+|"+$/g, ''))[0]!) : null;
  const options = (entry.params.find((p) => p.startsWith('options='))?.slice(8) ?? '').split('|');
  const known = ['analyze', 'verbose', 'settings', 'buffers', 'wal'].filter((o) => options.includes(o));
  return `application/vnd.pgrst.plan+${format}; for="${forType ?? 'application/json'}"${known.length ? `; options=${known.join('|')}` : ''}`;
}

const stripped = (entry: Entry) => entry.params.length === 1 && entry.params[0] === 'nulls=stripped';

/** How PostgREST names a requested media type in its 406 message. */
function mimeOf(entry: Entry): string {
  switch (entry.type) {
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json':
      return planMime(entry);
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return `application/vnd.pgrst.object+json${stripped(entry) ? ';nulls=stripped' : ''}`;
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped(entry) ? 'application/vnd.pgrst.array+json;nulls=stripped' : 'application/json';
    default:
      return entry.type;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** An empty entry (`Accept:` with nothing) is read as any type, as PostgREST's parser does. */
function produce(entry: Entry): ResponseFormat | null {
  switch (entry.type) {
    case '':
    case '*/*':
    case 'application/json':
      return { single: false, stripNulls: false, contentType: JSON_TYPE };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped(entry)
        ? {
            single: false,
            stripNulls: true,
            contentType: 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
          }
        : { single: false, stripNulls: false, contentType: JSON_TYPE };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return {
        single: true,
        stripNulls: stripped(entry),
        contentType: `application/vnd.pgrst.object+json${stripped(entry) ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
    case 'text/csv':
      return { single: false, stripNulls: false, csv: true, contentType: 'text/csv; charset=utf-8' };
    case 'application/geo+json':
      return {
        single: false,
        stripNulls: false,
        geojson: true,
        contentType: 'application/geo+json; charset=utf-8',
      };
    default:
      return null;
  }
}

export function parseAccept(headers: Headers): ResponseFormat {
  const accept = headers.get('accept');
  const entries = accept === null ? [{ type: '*/*', params: [] }] : sortedEntries(accept);
  for (const entry of entries) {
    const format = produce(entry);
    if (format) return format;
  }
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${entries.map(mimeOf).join(', ')}`,
  );
}
