import { describe, expect, it } from 'vitest';
import { gridColumns, rowFieldsOf } from '.';
import type { ColumnDocument } from '.';
import { engineProfile } from '../profile';

const rule = engineProfile().grid.columnWidth;

const doc: ColumnDocument = {
  id: 'liste',
  title: 'Liste',
  rowKey: 'id',
  rowFields: ['status.id'],
  order: ['nr', 'name', 'status', 'aus'],
  columns: {
    nr: { header: 'Nr', field: 'nr' },
    name: { header: 'Name', field: 'adresse.name' },
    status: {
      header: 'Status',
      value: { if: [{ var: 'data.kf' }, 'fertig', { var: 'data.status.text' }] },
      sortField: 'status.id',
    },
    aus: { header: 'Aus', field: 'versteckt', hidden: true },
  },
};

describe('rowFieldsOf', () => {
  it("lists the row key, rowFields, the visible columns' fields and what their value rules read, sorted", () => {
    expect(rowFieldsOf(doc, gridColumns(doc, rule))).toEqual([
      'adresse.name',
      'id',
      'kf',
      'nr',
      'status.id',
      'status.text',
    ]);
  });

  it('leaves out hidden columns and asks for the whole row when a value rule reads a computed var', () => {
    const columns = gridColumns(doc, rule).map((c) => ({ ...c, visible: c.id !== 'name' }));
    expect(rowFieldsOf(doc, columns)).toEqual(['id', 'kf', 'nr', 'status.id', 'status.text', 'versteckt']);
    const dynamic = {
      ...doc,
      columns: { ...doc.columns, status: { header: 'Status', value: { var: { cat: ['data.', 'x'] } } } },
    };
    expect(rowFieldsOf(dynamic, gridColumns(dynamic, rule))).toBeUndefined();
  });
});
