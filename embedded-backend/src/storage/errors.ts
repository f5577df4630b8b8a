/** Hosted Storage's error body: the HTTP status again as a string, a short error and a message. */
export const storageError = (status: number, error: string, message: string) =>
  new Response(JSON.stringify({ statusCode: String(status), error, message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
