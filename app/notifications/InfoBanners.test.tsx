import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './InfoBanners.stories';

const { Hinweise, LangeSichtbar } = composeStories(stories);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('InfoBanners', () => {
  it('lists the INFO notifications with header and message in a polite status region', () => {
    render(<Hinweise />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('heading', { name: 'Auftrag gespeichert' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vorlage gespeichert' })).toBeTruthy();
    expect(region.textContent).toContain('Der Auftrag 2026-004711 nach Bremen wurde gespeichert.');
  });

  it('dismisses each banner after its duration', () => {
    vi.useFakeTimers();
    render(<Hinweise />);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getAllByRole('heading')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(Hinweise.args.onDismiss).toHaveBeenCalledWith(1);
    expect(Hinweise.args.onDismiss).toHaveBeenCalledWith(2);
  });

  it('keeps a banner as long as its own duration says', () => {
    vi.useFakeTimers();
    render(<LangeSichtbar />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('heading', { name: 'Auftrag gespeichert' })).toBeTruthy();
  });
});
