import { recordChange, type ChangeActor } from '../changelog';
import type { Db } from '../db';
import { HttpProblem, notification, type Notification } from '../errors';
import { resolveClientConfig, type ConfigParam } from './clientConfig';
import { INFOBOX_KEY, sanitizeInfobox } from './infobox';
import { safeLogo, safeWebsite } from '../../schemas/config';
import { configDefaults, configValueLists, CONFIG_PRESETS } from './presets';

const BOOLEAN = new Set(['true', 'false']);
const HEADER = 'Konfiguration';

/** Message of the configurator rule (account-admin.md §5 Configurator), shown exactly so. */
export const TAUSCH_UND_LADEMITTEL = 'Tauschgeräte und zusätzliche Lademittel dürfen nicht beide gewählt sein.';

function checkEntries(params: ConfigParam[]): Notification[] {
  const problems: Notification[] = [];
  const seen = new Set<string>();
  const defaults = configDefaults();
  const values = configValueLists();
  for (const { key, value } of params) {
    const known = Object.hasOwn(defaults, key);
    if (!known)
      problems.push(
        notification('coco.unknownKey', `Unbekannter Schalter „${key}“.`, { header: HEADER, fieldname: key }),
      );
    else if (seen.has(key))
      problems.push(
        notification('coco.duplicateKey', `Der Schalter „${key}“ ist doppelt angegeben.`, {
          header: HEADER,
          fieldname: key,
        }),
      );
    // A switch that defaults to 'true'/'false' is read as a flag by the portal: anything else would silently mean off.
    else if (BOOLEAN.has(defaults[key]) && !BOOLEAN.has(value)) {
      problems.push(
        notification('coco.notBoolean', `„${key}“ erlaubt nur true oder false.`, { header: HEADER, fieldname: key }),
      );
    } else if (key === 'clientKunde' && !Object.hasOwn(CONFIG_PRESETS, value)) {
      problems.push(
        notification('coco.unknownClient', `Unbekannter Kunde „${value}“.`, { header: HEADER, fieldname: key }),
      );
    } else if (key !== 'clientKunde' && values[key] && !values[key].includes(value)) {
      // A choice of the catalogue (column model, services): rules compare it only with these values.
      problems.push(
        notification('coco.unknownValue', `„${value}“ ist kein Wert des Schalters „${key}“.`, {
          header: HEADER,
          fieldname: key,
        }),
      );
    } else if (key === 'clientWebsite' && value !== '' && !safeWebsite(value)) {
      // The login page links the client logo to it: only a plain web address, never javascript: or data:.
      problems.push(
        notification('coco.website', 'Die Internetseite muss mit http:// oder https:// beginnen.', {
          header: HEADER,
          fieldname: key,
        }),
      );
    } else if (key === 'clientLogo' && !safeLogo(value)) {
      problems.push(
        notification('coco.logo', 'Das Logo muss eine Datei logos/<name>.svg des Portals sein.', {
          header: HEADER,
          fieldname: key,
        }),
      );
    }
    seen.add(key);
  }
  return problems;
}

/**
 * Saves the configurator's switches for one tenant (own rows; clientKunde selects the tenant's
 * preset) and returns the configuration now in effect. Rejects the whole list on any violation.
 */
export async function saveClientConfig(
  db: Db,
  mandantId: number,
  params: ConfigParam[],
  actor?: ChangeActor,
): Promise<Record<string, string>> {
  const problems = checkEntries(params);
  if (problems.length) throw new HttpProblem(400, problems);
  // The infobox is HTML the login page shows: only the allow-list is stored.
  params = params.map((p) => (p.key === INFOBOX_KEY ? { key: p.key, value: sanitizeInfobox(p.value) } : p));
  const changes = Object.fromEntries(params.map((p) => [p.key, p.value]));
  const before = await resolveClientConfig(db, mandantId);
  const effective = { ...before, ...changes };
  if (effective.isTauschgeraete === 'true' && effective.isZusaetzlicheLademittel === 'true') {
    throw new HttpProblem(400, [
      notification('coco.tauschUndLademittel', TAUSCH_UND_LADEMITTEL, { header: HEADER, fieldname: 'isTauschgeraete' }),
    ]);
  }
  await db.transaction(async (tx) => {
    for (const { key, value } of params) {
      if (key === 'clientKunde') {
        await tx.query('UPDATE mandant SET client_kunde = $2 WHERE id = $1', [mandantId, value]);
        continue;
      }
      await tx.query('DELETE FROM config_param WHERE mandant_id = $1 AND key = $2', [mandantId, key]);
      await tx.query('INSERT INTO config_param (mandant_id, key, value) VALUES ($1, $2, $3)', [mandantId, key, value]);
    }
    // The change log: the tenant's switches that changed, from old to new value.
    if (actor) {
      const old = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key] ?? null]));
      await recordChange(tx, actor, {
        objekt: 'mandant',
        id: mandantId,
        mandantId,
        before: { konfiguration: old },
        after: { konfiguration: changes },
      });
    }
  });
  return resolveClientConfig(db, mandantId);
}
