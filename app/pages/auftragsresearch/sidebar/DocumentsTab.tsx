import { useEffect, useState } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { formatDate } from '../../../../engine/core';
import type { components } from '../../../../openapi';
import { api, ApiError, toNotifications, unwrap } from '../../../api';
import { useNotifier } from '../../../notifications';
import { listText } from '../messages';

type Order = components['schemas']['Auftrag'];
type DocumentRef = components['schemas']['Dokumentverweis'];
const IMAGE = ['jpg', 'jpeg', 'png'];

function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Tab Dokumente: images are shown, other files downloaded; the proof of delivery opens or downloads as PDF. */
export function DocumentsTab({ order }: { order: Order }) {
  const { notify } = useNotifier();
  const [documents, setDocuments] = useState<DocumentRef[] | null>(null);
  const [image, setImage] = useState<{ name: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    setDocuments(null);
    setImage(null);
    api.GET('/api/dokumentenverweise/auftrag', { params: { query: { 'auftrag.id': order.id! } } }).then(unwrap)
      .then((list) => { if (current) setDocuments(list); }).catch((error: unknown) => notify(toNotifications(error)));
    return () => { current = false; };
  }, [order.id, notify]);

  const openDocument = async (ref: DocumentRef) => {
    try {
      const file = unwrap(await api.GET('/api/dokumentenverweise/file/{dokumentverweisId}', { params: { path: { dokumentverweisId: ref.id! } } }));
      const extension = (file.extension ?? ref.extension ?? '').toLowerCase();
      const name = ref.dateiname ?? `Dokument.${extension}`;
      if (IMAGE.includes(extension)) setImage({ name, src: `data:image/${extension === 'jpg' ? 'jpeg' : extension};base64,${file.base64EncodedImage}` });
      else download(name, new Blob([Uint8Array.from(atob(file.base64EncodedImage ?? ''), (c) => c.charCodeAt(0))], { type: 'application/octet-stream' }));
    } catch (error) {
      notify(toNotifications(error));
    }
  };

  const proofOfDelivery = async () => {
    if (order.abliefernachweis?.startsWith('http')) { window.open(order.abliefernachweis, '_blank'); return; }
    const result = await api.GET('/api/abliefernachweis', { params: { query: { id: order.id! } }, parseAs: 'blob' });
    if (result.response.ok) download(`Abliefernachweis_${order.spedeigennr ?? order.id}.pdf`, result.data as Blob);
    else notify(toNotifications(new ApiError(result.response.status, [])));
  };

  return (
    <div>
      {(order.abliefernachweisExists || order.abliefernachweis) && <Button icon="document" text={listText('abliefernachweis')} onClick={() => void proofOfDelivery()} />}
      {documents?.length === 0 && <p className={Classes.TEXT_MUTED}>{listText('keineDokumente')}</p>}
      <ul aria-label={listText('dokumenteListe')} className={Classes.LIST_UNSTYLED}>
        {documents?.map((d) => (
          <li key={d.id}><Button variant="minimal" icon={IMAGE.includes((d.extension ?? '').toLowerCase()) ? 'media' : 'download'}
            text={`${d.dateiname ?? d.id}${d.datumBereitgestellt ? ` (${formatDate(d.datumBereitgestellt)})` : ''}`} onClick={() => void openDocument(d)} /></li>
        ))}
      </ul>
      {image && <img src={image.src} alt={image.name} style={{ maxWidth: '100%' }} />}
    </div>
  );
}
