import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, startPortal, startTogether } from '../e2e/helpers';

// `npm run screenshots`: full-page screenshots of the real portal in Chromium for the README and docs/screenshots.md, after a build.
// Each shot names its user, viewport and the screen; the figures printed (page heights) are what the layout bar measures.
const OUT = fileURLToPath(new URL('./images/', import.meta.url));

/** One picture: user (null: the login page, not logged in), width, the menu entry to open or the portal path to go to (none: the start page). */
interface Shot {
  file: string;
  user: string | null;
  width: number;
  menu?: string;
  path?: string;
  ready: (page: Page) => Promise<void>;
}

const capture = (file: string, user: string, width = 1600): Shot => ({
  file,
  user,
  width,
  menu: 'Auftragserfassung',
  ready: async (page) => {
    await page.getByRole('tabpanel', { name: 'Absender' }).waitFor();
  },
});

const SHOTS: Shot[] = [
  capture('auftragserfassung-demo.png', 'demo'),
  capture('auftragserfassung-variante-b.png', 'kunde-b'),
  capture('auftragserfassung-metro.png', 'metro'),
  capture('auftragserfassung-demo-390.png', 'demo', 390),
  {
    file: 'auftragsresearch-seitenleiste.png',
    user: 'demo',
    width: 1600,
    menu: 'Auftragsliste',
    ready: async (page) => {
      const rows = page.getByRole('grid').getByRole('row');
      await rows.nth(1).click();
      await page
        .getByRole('complementary', { name: 'Auftragsdetails' })
        .getByRole('table', { name: 'Summen' })
        .waitFor();
    },
  },
  {
    file: 'auftragsvorlagen.png',
    user: 'haupt',
    width: 1600,
    menu: 'Auftragsvorlagen',
    ready: async (page) => {
      await page.getByRole('grid', { name: 'Auftragsvorlagen' }).getByRole('row').nth(1).waitFor();
    },
  },
  // The user manual (docs/handbuch) shows these too.
  {
    file: 'anmeldung.png',
    user: null,
    width: 1600,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    },
  },
  {
    file: 'auftragsexport.png',
    user: 'demo',
    width: 1600,
    menu: 'Monatlicher CSV-Export',
    ready: async (page) => {
      await page.waitForURL(/auftragsexport$/);
    },
  },
  // metro's client has the theme buttons (isCustomstylebuttons): the order list in theme MMT.
  {
    file: 'auftragsresearch-thema-mmt.png',
    user: 'metro',
    width: 1600,
    ready: async (page) => {
      await page.getByRole('group', { name: 'Farbschema' }).getByRole('button', { name: 'MMT' }).click();
      await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    },
  },
  {
    file: 'usermanagement.png',
    user: 'admin',
    width: 1600,
    path: '/masterdata/usermanagement',
    ready: async (page) => {
      await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    },
  },
  {
    file: 'adressmanagement.png',
    user: 'demo',
    width: 1600,
    path: '/masterdata/adressmanagement',
    ready: async (page) => {
      await page.getByRole('grid', { name: 'Adressen' }).getByRole('row').nth(1).waitFor();
    },
  },
  {
    file: 'adresserfassung.png',
    user: 'demo',
    width: 1600,
    path: '/masterdata/adresserfassung',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Neue Adresse' }).waitFor();
    },
  },
  {
    file: 'adressimport.png',
    user: 'admin',
    width: 1600,
    path: '/admin',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Adressimport' }).waitFor();
    },
  },
  {
    file: 'usermanagement-390.png',
    user: 'admin',
    width: 390,
    path: '/masterdata/usermanagement',
    ready: async (page) => {
      await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    },
  },
  {
    file: 'auftragsresearch-390.png',
    user: 'haupt',
    width: 390,
    menu: 'Auftragsliste',
    ready: async (page) => {
      await page.getByRole('grid', { name: 'Auftragsliste' }).getByRole('row').nth(1).waitFor();
    },
  },
  {
    file: 'auftragsvorlagen-390.png',
    user: 'haupt',
    width: 390,
    menu: 'Auftragsvorlagen',
    ready: async (page) => {
      await page.getByRole('grid', { name: 'Auftragsvorlagen' }).getByRole('row').nth(1).waitFor();
    },
  },
];
// `SHOTS=auftragsvorlagen npm run screenshots` takes only the shots whose file name contains the text.
const only = process.env.SHOTS;

async function take(browser: Browser, baseUrl: string, shot: Shot): Promise<void> {
  const page = await browser.newPage({ viewport: { width: shot.width, height: 900 } });
  if (shot.user) await loginAs(page, baseUrl, shot.user);
  else await page.goto(baseUrl + '/disponent-online/');
  if (shot.path) await page.goto(`${baseUrl}/disponent-online${shot.path}`);
  if (shot.menu) {
    // Below 768 px the header is one menu button (app/layout/CompactMenu).
    await page.getByRole('button', { name: shot.width < 768 ? 'Menü' : 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: shot.menu, exact: true }).click();
  }
  await shot.ready(page);
  // The menu closes with a transition: the picture waits for it instead of catching the menu half faded.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Fonts and late option lists settle before the picture.
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({ path: join(OUT, shot.file), fullPage: true });
  console.log(
    `${shot.file.padEnd(36)} ${(shot.user ?? '-').padEnd(8)} ${String(shot.width).padStart(4)} px breit, Seitenhöhe ${height} px`,
  );
  await page.close();
}

mkdirSync(OUT, { recursive: true });
const [portal, browser] = await startTogether(startPortal(), launchBrowser());
try {
  for (const shot of SHOTS.filter((s) => !only || s.file.includes(only))) await take(browser, portal.baseUrl, shot);
} finally {
  await browser.close();
  await portal.stop();
}
