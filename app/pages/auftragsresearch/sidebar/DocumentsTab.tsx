import { useEffect, useMemo, useState } from 'react';
import { viewText } from '../../../../engine/core';
import { DocumentView } from '../../../../engine/react';
import type { components } from '../../../../openapi';
import { api, ApiError, toNotifications, unwrap } from '../../../api';
import { viewDocument } from '../../../documents';
import { useNotifier } from '../../../notifications';
import { documentsTabActions, documentsTabTexts, listTabViews, type DocumentsTabAction } from '../documentIds';

type Order = components['schemas']['Auftrag'];
type DocumentRef = components['schemas']['Dokumentverweis'];
/** orders.md §2: 'an image (jpg, jpeg, png) is shown as an image, anything else as a binary file download'. */
const IMAGE = ['jpg', 'jpeg', 'png'];
const handled: readonly string[] = documentsTabActions;
const extensionOf = (ref: { extension?: string | null }) => (ref.extension ?? '').toLowerCase();

function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Tab Dokumente (view document seitenleisteDokumente): images are shown, other files downloaded; the proof of delivery opens or downloads as PDF. */
export function DocumentsTab({ order }: { order: Order }) {
  const { notify } = useNotifier();
  const [documents, setDocuments] = useState<DocumentRef[] | null>(null);
  const [image, setImage] = useState<{ name: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    setDocuments(null);
    setImage(null);
    api
      .GET('/api/dokumentenverweise/auftrag', { params: { query: { 'auftrag.id': order.id! } } })
      .then(unwrap)
      .then((list) => {
        if (current) setDocuments(list);
      })
      .catch((error: unknown) => notify(toNotifications(error)));
    return () => {
      current = false;
    };
  }, [order.id, notify]);

  const openDocument = async (ref: DocumentRef) => {
    try {
      const file = unwrap(
        await api.GET('/api/dokumentenverweise/file/{dokumentverweisId}', {
          params: { path: { dokumentverweisId: ref.id! } },
        }),
      );
      const extension = extensionOf(file.extension ? file : ref);
      const name = ref.dateiname ?? `${ref.id}.${extension}`;
      if (IMAGE.includes(extension))
        setImage({
          name,
          src: `data:image/${extension === 'jpg' ? 'jpeg' : extension};base64,${file.base64EncodedImage}`,
        });
      else
        download(
          name,
          new Blob([Uint8Array.from(atob(file.base64EncodedImage ?? ''), (c) => c.charCodeAt(0))], {
            type: 'application/octet-stream',
          }),
        );
    } catch (error) {
      notify(toNotifications(error));
    }
  };

  const proofOfDelivery = async () => {
    if (order.abliefernachweis?.startsWith('http')) {
      window.open(order.abliefernachweis, '_blank');
      return;
    }
    const result = await api.GET('/api/abliefernachweis', { params: { query: { id: order.id! } }, parseAs: 'blob' });
    const name = viewText(viewDocument(listTabViews.dokumente), documentsTabTexts.proofFile, {
      nr: order.spedeigennr ?? order.id,
    });
    if (result.response.ok) download(name, result.data as Blob);
    else notify(toNotifications(new ApiError(result.response.status, [])));
  };

  const data = useMemo(
    () => ({
      nachweis: Boolean(order.abliefernachweisExists || order.abliefernachweis),
      gezeigt: image,
      dokumente:
        documents?.map((d) => ({
          ref: d,
          name: d.dateiname ?? String(d.id),
          bild: IMAGE.includes(extensionOf(d)),
          datumBereitgestellt: d.datumBereitgestellt,
        })) ?? null,
    }),
    [order, image, documents],
  );
  const actions: Record<DocumentsTabAction, (item?: unknown) => void> = {
    abliefernachweis: () => void proofOfDelivery(),
    oeffnen: (item) => void openDocument((item as { ref: DocumentRef }).ref),
  };
  return (
    <DocumentView
      document={viewDocument(listTabViews.dokumente)}
      data={data}
      onAction={(id, item) => {
        if (handled.includes(id)) actions[id as DocumentsTabAction](item);
      }}
    />
  );
}
