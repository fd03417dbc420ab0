import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIEW_NODE_TYPES } from '../../engine/core';
import { viewNodes } from '../../engine/react';
import { projectRoot } from '../../schemas/lint';
import viewMeta from '../../schemas/meta/view.schema.json';
import { views } from '../../schemas/views';
import { VIEW_NAMES } from '../../app/documents';

// View documents (schemas/views) are drawn by the engine's DocumentView: its node types, the meta-schema's and the
// renderer's registry are one list, and every view file is served to the browser and installed for tests and stories.
describe('view documents', () => {
  it('the meta-schema allows exactly the node types the engine renders', () => {
    expect([...viewMeta.$defs.node.properties.type.enum].sort()).toEqual([...VIEW_NODE_TYPES].sort());
    expect(Object.keys(viewNodes).sort()).toEqual([...VIEW_NODE_TYPES].sort());
  });

  it('every file of schemas/views is one of the documents the portal loads', () => {
    const files = readdirSync(join(projectRoot, 'schemas/views'))
      .filter((n) => n.endsWith('.view.json'))
      .map((n) => n.slice(0, -'.json'.length));
    expect([...VIEW_NAMES].sort()).toEqual(files.sort());
    expect(Object.keys(views).sort()).toEqual(files.map((f) => f.slice(0, -'.view'.length)).sort());
  });
});
