// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDrafts, DRAFT_DAYS, loadDraft, removeDraft, reopenDrafts, saveDraft } from './draftStore';

const at = (iso: string) => new Date(iso);

describe('draft store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a draft per user and form, and never shows one user the draft of another', () => {
    saveDraft(localStorage, 7, 'auftrag.neu', { absender: { name: 'Elbe' } }, at('2026-11-26T09:00:00Z'));
    expect(loadDraft(localStorage, 7, 'auftrag.neu', at('2026-11-26T10:00:00Z'))).toEqual({
      savedAt: '2026-11-26T09:00:00.000Z',
      data: { absender: { name: 'Elbe' } },
    });
    expect(loadDraft(localStorage, 8, 'auftrag.neu')).toBeNull();
    expect(loadDraft(localStorage, 7, 'auftrag.4711')).toBeNull();
  });

  it(`drops a draft older than ${DRAFT_DAYS} days, an unreadable one, and on save or logout`, () => {
    saveDraft(localStorage, 7, 'alt', { a: 1 }, at('2026-11-01T09:00:00Z'));
    expect(loadDraft(localStorage, 7, 'alt', at('2026-11-26T09:00:00Z'))).toBeNull();
    expect(localStorage.length).toBe(0);
    localStorage.setItem('entwurf.7.kaputt', '{');
    expect(loadDraft(localStorage, 7, 'kaputt')).toBeNull();
    saveDraft(localStorage, 7, 'a', { a: 1 });
    removeDraft(localStorage, 7, 'a');
    expect(loadDraft(localStorage, 7, 'a')).toBeNull();
    saveDraft(localStorage, 7, 'b', { b: 1 });
    saveDraft(localStorage, 7, 'c', { c: 1 });
    saveDraft(localStorage, 71, 'd', { d: 1 });
    localStorage.setItem('accessToken', 'x');
    clearDrafts(localStorage, 7);
    expect([loadDraft(localStorage, 7, 'b'), loadDraft(localStorage, 7, 'c')]).toEqual([null, null]);
    expect(loadDraft(localStorage, 71, 'd')?.data).toEqual({ d: 1 });
    expect(localStorage.getItem('accessToken')).toBe('x');
    // A form open at the logout writes nothing on its way out; after the next login drafts are written again.
    saveDraft(localStorage, 7, 'b', { b: 2 });
    expect(loadDraft(localStorage, 7, 'b')).toBeNull();
    reopenDrafts(7);
    saveDraft(localStorage, 7, 'b', { b: 3 });
    expect(loadDraft(localStorage, 7, 'b')?.data).toEqual({ b: 3 });
  });

  it('loses only the draft when the storage is full', () => {
    const full = {
      setItem: () => {
        throw new DOMException('voll', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveDraft(full, 7, 'a', { a: 1 })).not.toThrow();
  });
});
