import { useMemo } from 'react';
import { Callout } from '@blueprintjs/core';
import DOMPurify from 'dompurify';

// The server's allow-list (server/config/infobox.ts) again, in the browser: what reaches innerHTML is checked twice.
// h1/h2 lose their tag (keeping the text): the page's own h1 stays the only one.
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4'],
  ALLOWED_ATTR: ['href', 'rel', 'target'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

/** The client's info box on the login page (clientInfobox, account-admin.md §2): HTML of the configuration, sanitised. */
export function ClientInfobox({ html, label }: { html: string; label: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, ALLOWED), [html]);
  if (!clean.trim()) return null;
  return (
    <Callout role="region" aria-label={label}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Callout>
  );
}
