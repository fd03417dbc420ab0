import sanitizeHtml from 'sanitize-html';

/** Configuration key whose value is HTML shown on the login page (account-admin.md, clientInfobox). */
export const INFOBOX_KEY = 'clientInfobox';

// Allow-list of harmless formatting; everything else (script, style, iframe, img, event handlers, style attributes) goes.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'span', 'h1', 'h2', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A link that opens a new window must not hand that window a handle on the portal.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** The infobox HTML reduced to the allow-list (sanitize-html): no script, no event handler, no javascript: link. */
export function sanitizeInfobox(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
