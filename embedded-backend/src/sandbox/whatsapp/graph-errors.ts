/**
 * Graph API error bodies: `{ error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }`.
 * Cloud API errors carry `error_data: { messaging_product: 'whatsapp', details }` and the code title
 * in the message, e.g. `(#132000) Number of parameters does not match the expected number of params`.
 */
import { json, randomId } from '../http';

export interface GraphError {
  status: number;
  message: string;
  type: string;
  code: number;
  subcode?: number;
  details?: string;
}

export function graphError(error: GraphError): Response {
  const fbtraceId = randomId('A', 22, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-');
  const headers: Record<string, string> = { 'x-fb-trace-id': fbtraceId };
  if (error.code === 190) {
    headers['www-authenticate'] = `OAuth "Facebook Platform" "invalid_token" "${error.message}"`;
  }
  return json(
    {
      error: {
        message: error.message,
        type: error.type,
        code: error.code,
        ...(error.subcode === undefined ? {} : { error_subcode: error.subcode }),
        ...(error.details === undefined
          ? {}
          : { error_data: { messaging_product: 'whatsapp', details: error.details } }),
        fbtrace_id: fbtraceId,
      },
    },
    error.status,
    headers,
  );
}

export const invalidToken = (): GraphError => ({
  status: 401,
  message: 'Invalid OAuth access token - Cannot parse access token',
  type: 'OAuthException',
  code: 190,
});

export const unsupportedRequest = (method: string, objectId: string): GraphError => ({
  status: 400,
  message: `Unsupported ${method.toLowerCase()} request. Object with ID '${objectId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
  type: 'GraphMethodException',
  code: 100,
  subcode: 33,
});

export const unknownPath = (path: string): GraphError => ({
  status: 400,
  message: `Unknown path components: ${path}`,
  type: 'OAuthException',
  code: 2500,
});

/** `(#100) The parameter to is required.` */
export const missingParameter = (name: string): GraphError => ({
  status: 400,
  message: `(#100) The parameter ${name} is required.`,
  type: 'OAuthException',
  code: 100,
});

/** `(#100) Invalid parameter` with what was wrong in `error_data.details`. */
export const invalidParameter = (details: string): GraphError => ({
  status: 400,
  message: '(#100) Invalid parameter',
  type: 'OAuthException',
  code: 100,
  details,
});

/** A Cloud API error: `(#code) Title`, its HTTP status and details. */
export const cloudApiError = (status: number, code: number, title: string, details: string): GraphError => ({
  status,
  message: `(#${code}) ${title}`,
  type: 'OAuthException',
  code,
  details,
});
