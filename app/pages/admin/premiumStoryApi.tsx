import type { Decorator } from '@storybook/react-vite';

/** Premium areas as a finished import left them (stories only). */
export const fixturePremiumAreas = [
  { lkz: 'AT', plzVon: '1010', plzBis: '1230', terminart: 52, zeile: 4 },
  { lkz: 'DE', plzVon: '01000', plzBis: '01999', terminart: 50, zeile: 2 },
  { lkz: 'DE', plzVon: '20000', plzBis: '22999', terminart: 51, zeile: 3 },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers the premium import's calls (stories only): the stored areas, and an upload that replaces them with the fixture
 * (the story's browser reads and checks the chosen file itself); every other call goes to the decorator outside this one.
 */
export const withPremiumApi: Decorator = (Story) => {
  let areas: typeof fixturePremiumAreas = [];
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  const outer = globalThis.fetch;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    if (route === 'GET /api/premium/gebiete') return json(areas);
    if (route === 'POST /api/premium/upload') {
      areas = fixturePremiumAreas;
      return new Response(null, { status: 204 });
    }
    return outer(request);
  }) as typeof fetch;
  return <Story />;
};
