import bwipjs from 'bwip-js/node';

/** The Code 128 content of a package: order number and package number, e.g. 4711001-001. */
export const packageCode = (nr: string, n: number) => `${nr}-${String(n).padStart(3, '0')}`;

/** GS1 check digit (mod 10, weights 3 and 1 from the right). */
export function gs1CheckDigit(digits: string): number {
  const sum = [...digits].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * The SSCC (18 digits) of a package: extension digit 0, the tenant's GS1 company prefix, a serial reference from order id and
 * package number (the last digits, when prefix and serial do not fit the 16 places), check digit.
 */
export function sscc(prefix: string, orderId: number, n: number): string {
  const places = 16 - prefix.length;
  const serial = String(orderId * 1000 + n)
    .slice(-places)
    .padStart(places, '0');
  const body = `0${prefix}${serial}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** A PNG of the package's barcode: GS1-128 with AI (00) SSCC when the tenant has a GS1 prefix, else Code 128. */
export async function barcodePng(content: { code128: string } | { sscc: string }): Promise<Buffer> {
  const options =
    'sscc' in content ? { bcid: 'gs1-128', text: `(00)${content.sscc}` } : { bcid: 'code128', text: content.code128 };
  // Rendered at 4 px per module; the label scales it to its width, the quiet zones are part of the image.
  return bwipjs.toBuffer({ ...options, scale: 4, height: 14, paddingwidth: 10, paddingheight: 2, includetext: false });
}
