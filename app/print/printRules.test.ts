import { describe, expect, it } from 'vitest';
import { berichteDocument } from '../../schemas';
import { offeredReports, printBlock } from '.';

const uebernahmeliste = { id: 3, label: 'Übernahmeliste', reportFileName: 'uebernahmeliste.jasper' };
const etiketten = { id: 2, label: 'Versandetiketten', reportFileName: 'etiketten.jasper' };
const erfasst = { id: 5001, spedeigennr: 'HH260001', status: { id: 1, kurzBezeichnung: 'erfasst' } };
const uebernommen = { id: 5004, spedeigennr: 'HH260004', status: { id: 3, kurzBezeichnung: 'übernommen' } };

describe('print rules of the report document (orders.md §5)', () => {
  it('refuses the hand-over list for an order in status 1, whatever the status is called', () => {
    expect(printBlock(uebernahmeliste, [erfasst])).toBe(
      'Die ÜbernahmeListe kann für Auftrag HH260001 noch nicht gedruckt werden',
    );
    const erfasstInternet = { id: 1, kurzBezeichnung: 'erfasst Internet' };
    expect(printBlock(uebernahmeliste, [{ ...erfasst, status: erfasstInternet }])).not.toBeNull();
    expect(printBlock(uebernahmeliste, [uebernommen, { id: 5002, status: { id: 1 } }])).toBe(
      'Die ÜbernahmeListe kann für Auftrag 5002 noch nicht gedruckt werden',
    );
  });

  it('prints other reports and the hand-over list of a later status', () => {
    expect(printBlock(etiketten, [erfasst])).toBeNull();
    expect(printBlock(uebernahmeliste, [uebernommen])).toBeNull();
    expect(printBlock({ reportFileName: 'uebernahmeliste' }, [{ id: 7, status: null }])).toBeNull();
  });

  it('follows the document: a changed rule changes the menu without code', () => {
    const doc = {
      ...berichteDocument,
      blocks: [{ id: 'x', when: { '==': [{ var: 'order.status.id' }, 3] }, message: 'Nicht für {nr}' }],
    };
    expect(printBlock(etiketten, [uebernommen], doc)).toBe('Nicht für HH260004');
    expect(printBlock(uebernahmeliste, [erfasst], doc)).toBeNull();
  });

  it('leaves out the excluded report', () => {
    expect(offeredReports([etiketten, { id: 5, label: 'Intern', reportFileName: 'intern_vorlage.jasper' }])).toEqual([
      etiketten,
    ]);
  });
});
