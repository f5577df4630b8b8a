/**
 * CSV request bodies (`Content-Type: text/csv`) read as PostgREST 12 reads them: the first line
 * names the columns, each further line is a row; fields follow RFC 4180 (double quotes around a
 * field holding commas, quotes or line breaks, `""` for a quote inside one); blank lines are
 * skipped; every value is text for Postgres to cast, except `NULL`, which is SQL null (an empty
 * field is the empty string).
 */
import { RestError } from '../errors';

const invalid = (details: string) => new RestError(400, 'PGRST102', `Invalid CSV body: ${details}`);

/** Splits the text into records of fields, honouring quotes. */
function records(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const endRecord = () => {
    // A blank line is one empty field; PostgREST's CSV reader drops those.
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  while (i <= text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw invalid('a quoted field is not closed');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
      if (i < text.length && !',\r\n'.includes(text[i]!)) {
        throw invalid(`unexpected character after a quoted field at offset ${i}`);
      }
    } else {
      while (i < text.length && !',\r\n'.includes(text[i]!)) {
        if (text[i] === '"') throw invalid(`a quote inside an unquoted field at offset ${i}`);
        field += text[i++];
      }
    }
    row.push(field);
    if (i >= text.length) {
      endRecord();
      break;
    }
    if (text[i] === ',') {
      i++;
      continue;
    }
    // \r\n, \n or \r ends the record.
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    endRecord();
    if (i >= text.length) break;
  }
  return rows;
}

/** The body as JSON objects keyed by the header's names; every row must have every column. */
export function csvRows(text: string): Record<string, string | null>[] {
  const [header, ...lines] = records(text);
  if (!header) throw invalid('the header line naming the columns is missing');
  return lines.map((fields) => {
    if (fields.length !== header.length) {
      throw new RestError(400, 'PGRST102', 'All lines must have same number of fields');
    }
    return Object.fromEntries(header.map((name, i) => [name, fields[i] === 'NULL' ? null : fields[i]!]));
  });
}
