import type { Db } from '../db';
import { INFOBOX_KEY, sanitizeInfobox } from './infobox';
import { configDefaults, CONFIG_PRESETS, DEFAULT_PRESET_ID } from './presets';

/** One entry of the clientconfig answer. */
export interface ConfigParam {
  key: string;
  value: string;
}

interface ConfigRow {
  mandant_id: number | null;
  key: string;
  value: string;
}
interface TenantRow {
  id: number;
  client_kunde: string | null;
  haupt_id: number | null;
  haupt_client_kunde: string | null;
}

function presetValues(id: string): Readonly<Record<string, string>> {
  return Object.hasOwn(CONFIG_PRESETS, id) ? CONFIG_PRESETS[id].values : {};
}

/**
 * Resolves the effective configuration, weakest first: defaults, the client preset, global rows,
 * the main tenant's rows (a sub-tenant inherits them), the tenant's own rows.
 * The preset is chosen by mandant.client_kunde (own, then the main tenant's), else the global
 * clientKunde row, else the brand. Without mandantId it is the anonymous configuration.
 */
export async function resolveClientConfig(db: Db, mandantId: number | null = null): Promise<Record<string, string>> {
  let tenant: TenantRow | undefined;
  if (mandantId !== null) {
    ({
      rows: [tenant],
    } = await db.query<TenantRow>(
      `SELECT m.id, m.client_kunde, h.id AS haupt_id, h.client_kunde AS haupt_client_kunde
         FROM mandant m LEFT JOIN mandant h ON h.id = m.hauptmandant_id WHERE m.id = $1`,
      [mandantId],
    ));
  }
  const { rows } = await db.query<ConfigRow>(
    `SELECT mandant_id, key, value FROM config_param
      WHERE mandant_id IS NULL OR mandant_id = $1 OR mandant_id = $2`,
    [tenant?.id ?? null, tenant?.haupt_id ?? null],
  );
  const layer = (id: number | null) =>
    Object.fromEntries(rows.filter((r) => r.mandant_id === id).map((r) => [r.key, r.value]));
  const global = layer(null);
  const haupt = tenant?.haupt_id ? layer(tenant.haupt_id) : {};
  const own = tenant ? layer(tenant.id) : {};
  const presetId = tenant?.client_kunde ?? tenant?.haupt_client_kunde ?? global.clientKunde ?? DEFAULT_PRESET_ID;
  const merged = { ...configDefaults(), ...presetValues(presetId), ...global, ...haupt, ...own };
  // The tenant's column is authoritative so the preset and the reported clientKunde never disagree.
  if (tenant?.client_kunde ?? tenant?.haupt_client_kunde) merged.clientKunde = presetId;
  // Sanitised on display too: rows saved before the check (or written straight into the database) never reach a browser raw.
  if (merged[INFOBOX_KEY]) merged[INFOBOX_KEY] = sanitizeInfobox(merged[INFOBOX_KEY]);
  return merged;
}

/** Turns the resolved map into the key/value list the API answers with. */
export function toConfigParams(config: Record<string, string>): ConfigParam[] {
  return Object.entries(config).map(([key, value]) => ({ key, value: String(value) }));
}
