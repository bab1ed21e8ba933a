// What an API error says to a person: the server's codes and wording are for
// programs (and name API fields), so the app says what happened and what to
// do, keeping the server's own words only where they are already plain.

export interface CodedError {
  code: string;
  message: string;
}

/** humanError is the sentence the app shows for an API error. */
export function humanError(e: CodedError): string {
  const msg = e.message
    .replace(/^ent: /, '')
    .replace(/[;,.]?\s*\(?set (it|them) with setSecret\)?\.?/i, ' (add them on the Admin page, under Secrets)')
    .trim();
  switch (e.code) {
    case 'NOT_FOUND':
      return 'Not found: it does not exist, or it belongs to another tenant.';
    case 'UNAUTHENTICATED':
      return 'Your token is no longer valid (revoked or expired): sign in again.';
    case 'FORBIDDEN':
      return `Your role may not do this: ask an admin of your tenant. (${msg})`;
    case 'NETWORK':
      return msg;
    case 'UNAVAILABLE':
      return 'The server is busy or its database does not answer: try again in a moment.';
    case 'RATE_LIMITED':
      return `Too many at once: ${msg}`;
    case 'INTERNAL': {
      const id = /request ([\w-]+)/.exec(e.message)?.[1];
      return `Something went wrong on the server${id ? ` (request ${id})` : ''}. Try again; if it keeps happening, give an operator that request id.`;
    }
  }
  return msg;
}
