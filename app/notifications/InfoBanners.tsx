import { useEffect } from 'react';
import { Callout } from '@blueprintjs/core';
import type { Notification } from '../api';

type Item = Notification & { key: number; duration: number };

/** Info notifications as a banner list; each disappears after its duration. */
export function InfoBanners({ items, onDismiss }: { items: Item[]; onDismiss: (key: number) => void }) {
  return (
    <div className="don-banners" role="status" aria-live="polite">
      {items.map((item) => (
        <Banner key={item.key} item={item} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function Banner({ item, onDismiss }: { item: Item; onDismiss: (key: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(item.key), item.duration);
    return () => clearTimeout(timer);
  }, [item, onDismiss]);
  return (
    <Callout intent="success" title={item.header}>
      {item.message}
    </Callout>
  );
}
