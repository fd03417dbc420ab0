// The login page's client logo and link come from the client configuration (clientLogo, clientWebsite). The configurator
// refuses other values and the browser checks again, so a value written straight into the database never becomes a
// javascript: link or an image from a foreign host.

/** A logo file below the portal path: logos/<lower-case name>.svg (app/public/logos). */
export const LOGO_PATTERN = /^logos\/[a-z0-9-]+\.svg$/;

/** The client's website when it is an absolute http(s) address, else undefined (no link). */
export function safeWebsite(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The logo path when it names a logo file below the portal path, else undefined. */
export function safeLogo(value: string | undefined): string | undefined {
  return value && LOGO_PATTERN.test(value) ? value : undefined;
}
