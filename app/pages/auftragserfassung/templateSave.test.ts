import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormControls } from '../../../engine/react';
import { api } from '../../api';
import { createTemplateNameCheck, saveTemplate, templateTenant } from './templateSave';

afterEach(() => vi.restoreAllMocks());

const answer = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) }) as never;
const HAUPT = 1;
const HAMBURG = 2;

// Audit 5: a main client capturing for a sub-tenant names and saves the template under the form's tenant, not its own.
describe('template save of the capture form', () => {
  it.each([
    ["the form's tenant (main client chose Hamburg)", { mandant: { id: HAMBURG } }, HAMBURG],
    ["the session's tenant without a choice", {}, HAUPT],
    ["the session's tenant for an empty choice", { mandant: {} }, HAUPT],
  ])('tenant: %s', (_, data, expected) => {
    expect(templateTenant(data, HAUPT)).toBe(expected);
  });

  it("saves under the form's tenant", async () => {
    const post = vi.spyOn(api, 'POST').mockReturnValue(answer({ id: 5 }));
    await saveTemplate({ mandant: { id: HAMBURG }, vorlage: { name: ' Kiel ' } }, { hinweis: 'x' }, HAUPT);
    expect(post).toHaveBeenCalledWith('/api/auftragsvorlagen', {
      body: { vorlageName: 'Kiel', auftrag: { hinweis: 'x' }, mandant: { id: HAMBURG } },
    });
  });

  it('updates an existing template based on the version the name check read', async () => {
    vi.spyOn(api, 'GET').mockReturnValue(answer({ exists: true, id: 7, version: 4 }));
    const set = vi.fn();
    createTemplateNameCheck(() => HAUPT)({ vorlage: { name: 'Kiel' } }, { set } as unknown as FormControls);
    await vi.waitFor(() => expect(set).toHaveBeenCalledWith('vorlage.vorlageVersion', 4));
    const put = vi.spyOn(api, 'PUT').mockReturnValue(answer({ id: 7 }));
    await saveTemplate(
      { vorlage: { name: 'Kiel', vorhanden: true, aktualisieren: true, vorlageId: 7, vorlageVersion: 4 } },
      { hinweis: 'x' },
      HAUPT,
    );
    expect(put).toHaveBeenCalledWith('/api/auftragsvorlagen/{id}', {
      params: { path: { id: 7 } },
      body: { vorlageName: 'Kiel', auftrag: { hinweis: 'x' }, mandant: { id: HAUPT }, version: 4 },
    });
  });

  it("checks the name in the form's tenant and again when the tenant changes", async () => {
    const get = vi.spyOn(api, 'GET').mockReturnValue(answer({ exists: false, id: null }));
    const check = createTemplateNameCheck(() => HAUPT);
    const form = { set: vi.fn() } as unknown as FormControls;
    check({ vorlage: { name: 'Kiel' } }, form);
    check({ vorlage: { name: 'Kiel' }, mandant: { id: HAMBURG } }, form);
    check({ vorlage: { name: 'Kiel' }, mandant: { id: HAMBURG } }, form);
    const tenants = (get.mock.calls as unknown as [string, { params: { query: { mandantId: number } } }][]).map(
      ([, init]) => init.params.query.mandantId,
    );
    expect(tenants).toEqual([HAUPT, HAMBURG]);
  });
});
