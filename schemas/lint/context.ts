import type { JsonSchema, RuleContextSchemas } from '../../engine/core';
import { RULE_SESSION_CLAIMS } from '../registries';
import claims from '../entities/session-claims.schema.json';

/** A client-switch catalogue entry (schemas/config/client-switches.json). */
export interface ClientSwitch {
  type: 'flag' | 'text' | 'number';
  /** Short German label of the configurator's field (the description is its help text). */
  label?: string;
  /** Topic (an id of the catalogue's groups) the configurator shows the switch under. */
  group?: string;
  default: string;
  /** A text switch's closed list of values (the only ones rules may compare it with). */
  values?: string[];
  description: string;
  screens: string[];
}

const claimProperties = claims.properties as Record<string, JsonSchema>;

/** session.*: each rule-session key typed by the claim it comes from (derived keys: loggedIn boolean, username text). */
export const sessionSchema: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(RULE_SESSION_CLAIMS).map(([key, claim]) => [
      key,
      claim ? claimProperties[claim] : { type: key === 'loggedIn' ? 'boolean' : 'string' },
    ]),
  ),
};

/** config.*: one string property per switch of the catalogue. */
export function configSchema(switches: Record<string, ClientSwitch>): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.keys(switches).map((k) => [k, { type: 'string', description: switches[k].description }]),
    ),
  };
}

/** The typed rule context documents' rules read; roots without a type are the engine's own (variant, modes, index, …). */
export function portalContext(switches: Record<string, ClientSwitch>): RuleContextSchemas {
  return {
    session: sessionSchema,
    config: configSchema(switches),
    free: ['variant', 'modes', 'index', 'option', 'start', 'report', 'order', 'host'],
    names: {
      session: 'die Sitzung (session-claims.schema.json)',
      config: 'der Schalter-Katalog (schemas/config/client-switches.json)',
    },
  };
}
