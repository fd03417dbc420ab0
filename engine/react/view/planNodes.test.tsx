import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentView } from './DocumentView';
import { planView, planViewData } from './fixtures';

describe('schedule and map nodes', () => {
  afterEach(cleanup);
  it('draws a bar per window and a mark per known place, with their names, the chosen item pressed', () => {
    render(<DocumentView document={planView} data={planViewData} />);
    const trip = screen.getByRole('button', { name: 'Fahrt 1 von Nord' });
    expect(trip.style.left).toBe('25%');
    expect(trip.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Pause 1' }).style.left).toBe('37.5%');
    expect(screen.getByRole('button', { name: 'Fahrt 2 von West' }).getAttribute('aria-pressed')).toBe('true');
    const map = screen.getByRole('group', { name: 'Karte' });
    expect(map.querySelectorAll('[role="button"]')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Start 2 in West' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Ziel 2' })).toBeNull();
  });

  it('reports select on a click and open on double click or Enter, with the item key', () => {
    const onAction = vi.fn();
    render(<DocumentView document={planView} data={planViewData} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fahrt 1 von Nord' }));
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Ziel 1' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Start 2 in West' }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Start 1 in Nord' }), { key: ' ' });
    expect(onAction.mock.calls).toEqual([
      ['waehlen', 1],
      ['oeffnen', 1],
      ['oeffnen', 2],
      ['waehlen', 1],
    ]);
  });
});
