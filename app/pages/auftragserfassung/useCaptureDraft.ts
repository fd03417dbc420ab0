import { useCallback, useEffect, useRef, useState } from 'react';
import { loadDraft, removeDraft, saveDraft, type Draft } from '../../drafts';
import type { CaptureData } from './orderPayload';

/** How long typing pauses before the draft is written: a write per key would cost more than the key itself. */
const WRITE_DELAY_MS = 400;

/** The draft's time as the user reads it (local time, de-DE). */
const shownTime = (iso: string) => new Date(iso).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The capture form's draft (orders.md §4 order entry; nothing typed is lost): every change is written to the browser's
 * storage under the user and the form (`key`: new order, order id, copy, template); when the form loads and a draft of it
 * differs from what was loaded, `offer` names its time until the user restores or discards it. No draft is written while
 * one is offered (it would overwrite what is offered); `drop` after a save or cancel removes it for good.
 */
export function useCaptureDraft(userId: number | undefined, key: string, data: CaptureData | null) {
  const [offer, setOffer] = useState<Draft<CaptureData> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<CaptureData | null>(null);
  const offering = useRef(false);
  offering.current = offer !== null;

  useEffect(() => {
    if (!data || !userId) return;
    const draft = loadDraft<CaptureData>(localStorage, userId, key);
    setOffer(draft && JSON.stringify(draft.data) !== JSON.stringify(data) ? draft : null);
  }, [userId, key, data]);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    if (pending.current && userId) saveDraft(localStorage, userId, key, pending.current);
    pending.current = null;
  }, [userId, key]);

  // A closed tab or a reload writes what the pause has not written yet.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  /** Records the form after a change (written after a pause in typing). */
  const track = useCallback(
    (current: CaptureData) => {
      if (!userId || offering.current) return;
      pending.current = current;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, WRITE_DELAY_MS);
    },
    [userId, flush],
  );

  /** Forgets the draft: the order was saved or the capture cancelled. */
  const drop = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    if (userId) removeDraft(localStorage, userId, key);
    setOffer(null);
  }, [userId, key]);

  /** The offered draft's data for the form; the draft stays stored until the next save or cancel. */
  const restore = useCallback((): CaptureData | null => {
    const restored = offer?.data ?? null;
    setOffer(null);
    return restored;
  }, [offer]);

  return { offered: offer ? shownTime(offer.savedAt) : null, track, drop, restore, discard: drop };
}
