import { env } from './env';
import { refusalOf } from './function-refusal';
import { sessionHeaders } from './supabase';

/**
 * A file an edge function answers to a GET (an invoice's PDF, a quarter's ZIP), fetched as the signed-in
 * user (or with the anon key) and handed to the browser as a download. Not `functions.invoke`: it
 * decodes only JSON, PDF and octet-stream answers, and a ZIP would arrive as mangled text.
 *
 * A refusal (a 4xx with `{ error }`) is thrown as a FunctionRefusedError, anything else as an Error.
 */
export async function downloadFunctionFile(
  name: string,
  params: Record<string, string>,
  filename: string,
): Promise<void> {
  const response = await fetch(`${env.supabaseUrl}/functions/v1/${name}?${new URLSearchParams(params)}`, {
    headers: await sessionHeaders(),
  });
  if (!response.ok) {
    throw (await refusalOf(response)) ?? new Error(`${name} answered ${response.status}`);
  }
  saveBlob(await response.blob(), filename);
}

/** How long the browser keeps a downloaded file's address: long enough for the download to start. */
const OBJECT_URL_LIFETIME_MS = 60_000;

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
