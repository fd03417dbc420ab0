import { Card, Classes, H3, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyVariants, compactTables, evaluate, hintMessages } from '../../../engine/core';
import { ConfirmDialog, DocumentView, ScreenForm, type ActionEvent, type FormControls } from '../../../engine/react';
import { auftragserfassungScreen, variantOverlays, viewDocument } from '../../documents';
import { api, ApiError, fieldMessages, toNotifications, unwrap, type Notification, infoNotification } from '../../api';
import { useNotifier } from '../../notifications';
import { screenTexts } from '../../texts';
import { useMayExplain, useRuleContext, useSession } from '../../session';
import { prefillDangerousGoods, takeOverDangerousGoods } from './dangerousGoods';
import { CapturePrintMenu } from './CapturePrintMenu';
import { CaptureDailyPrice } from './CaptureDailyPrice';
import { addressOf, createAddressWatch, creatingAddress } from './addressModes';
import { captureOptionSources } from './optionSources';
import { createServiceToggleCheck, takeOverService } from './services';
import { createTemplateNameCheck, saveTemplate } from './templateSave';
import { toPayload, type CaptureData } from './orderPayload';
import { useCaptureData } from './useCaptureData';
import { useCaptureDraft } from './useCaptureDraft';
import {
  captureDocumentIds,
  captureQuestionsView,
  captureToolbarItems,
  type CaptureActionId,
  type CaptureQuestionAction,
} from './documentIds';

const LIST = '/auftragsmanagement/auftragsresearch';
/** The §4 rule 'premium Terminart 50–52 not with dangerous goods' lives in the document as a check; the page enforces it live. */
const PREMIUM = auftragserfassungScreen.checks?.find((c) => c.id === captureDocumentIds.premiumCheck);
/** The address-creation question with its modal size (orders.md §2 Modals, 400×175 px) from the document's `confirms`. */
const ADRESSE_ANLEGEN = auftragserfassungScreen.confirms?.find((c) => c.id === captureDocumentIds.adresseAnlegen);
/** The 409 of a save based on an old version: the server's text with 'Neu laden' (document `confirms`). */
const GEAENDERT = auftragserfassungScreen.confirms?.find((c) => c.id === captureDocumentIds.datensatzGeaendert);
const text = screenTexts('auftragserfassung.screen');
const info = (message: string): Notification => infoNotification(auftragserfassungScreen.title ?? '', message);

/** Order capture (orders.md §2, §4): the engine renders the capture document; the page loads, maps and saves. */
export function AuftragserfassungPage() {
  const context = useRuleContext();
  const mayExplain = useMayExplain();
  const { notify, success } = useNotifier();
  const navigate = useNavigate();
  // The capture document of this session's variant: defaults and the sender reference's length come from it.
  const resolved = useMemo(() => applyVariants(auftragserfassungScreen, variantOverlays, context).document, [context]);
  const { data, orderId, reset, replace, draftKey } = useCaptureData(resolved, context);
  // Nothing typed is lost: a draft per user and order in the browser, offered again after a crash, reload or re-login.
  const draft = useCaptureDraft(useSession().user?.userId, draftKey, data);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const mandantId = Number(context.session.mandantId) || undefined;
  const [nameCheck] = useState(() => createTemplateNameCheck(() => Number(context.session.mandantId) || undefined));
  const [serviceToggle] = useState(createServiceToggleCheck);
  const controls = useRef<FormControls | null>(null);
  const [creating, setCreating] = useState<string | null>(null);
  const [addressWatch] = useState(() =>
    createAddressWatch(
      async (id) =>
        unwrap(await api.GET('/api/adressen/{id}', { params: { path: { id } } })) as Record<string, unknown>,
      setCreating,
    ),
  );
  const [busy, setBusy] = useState(false);
  const [priceOrder, setPriceOrder] = useState<number | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  // The first toggle of a service is a change from the data the form starts with.
  useEffect(() => serviceToggle.start(data ?? undefined), [data, serviceToggle]);
  // The document's hints (checks of severity 'hint') that hold; one starting to hold is shown once as a notice.
  const hintsHolding = useRef<Set<string>>(new Set());
  useEffect(() => {
    hintsHolding.current = new Set(data ? hintMessages(resolved, { ...context, data }).map((h) => h.rule) : []);
  }, [data, resolved, context]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector(`.${Classes.OVERLAY_OPEN}`)) setAsking(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const save = useCallback(
    async (form: CaptureData, screen: FormControls) => {
      // An address still in creation mode blocks saving (orders.md §4).
      if (creatingAddress(form)) {
        notify([{ ...info(text('adresseanlageOffen')), severity: 'ERROR' }]);
        return;
      }
      setBusy(true);
      try {
        const body = toPayload(compactTables(auftragserfassungScreen, form) as CaptureData, resolved) as never;
        const saved = orderId
          ? unwrap(await api.PUT('/api/auftraege/{id}', { params: { path: { id: orderId } }, body }))
          : unwrap(await api.POST('/api/auftraege', { body }));
        success(
          auftragserfassungScreen.title ?? '',
          text(orderId ? 'aktualisiert' : 'gespeichert', String(saved.spedeigennr ?? '')),
        );
        draft.drop();
        if (orderId) navigate(LIST);
        else reset();
      } catch (error) {
        // Another save came first (409): nothing typed is touched; the dialog offers to reload the stored order.
        if (error instanceof ApiError && error.status === 409) {
          setConflict(error.notifications[0]?.message ?? text('datensatzGeaendert'));
          return;
        }
        // The server's field findings go to their fields and the error summary like the form's own (the same paths), so no
        // modal takes the focus from the first of them; only what names no field is notified.
        const fields = fieldMessages(error);
        if (fields.length) screen.showErrors?.(fields);
        const rest = toNotifications(error).filter((n) => !fields.length || !n.fieldname);
        if (rest.length) notify(rest);
      } finally {
        setBusy(false);
      }
    },
    [orderId, resolved, notify, navigate, reset, draft],
  );

  // A notice opened by a change waits for the key that made it (Tab) to move the focus: closing it then returns the
  // focus to the next field, not to the one just left (a suggest box would open its list again).
  const showNotice = (message: string) => window.setTimeout(() => setNotice(message), 0);
  const onChange = (current: Record<string, unknown>, form: FormControls) => {
    nameCheck(current, form);
    serviceToggle(current, form);
    const hints = hintMessages(resolved, { ...context, data: current });
    const fresh = hints.find((h) => !hintsHolding.current.has(h.rule));
    hintsHolding.current = new Set(hints.map((h) => h.rule));
    if (fresh) showNotice(fresh.message);
    addressWatch(current, form);
    controls.current = form;
    draft.track(current as CaptureData);
    if (PREMIUM && evaluate(PREMIUM.when, { ...context, data: current })) {
      // The check's fields are what the rule clears (the Terminart), so the document decides which field that is.
      for (const field of PREMIUM.fields ?? []) form.set(field, undefined);
      showNotice(text.named(PREMIUM.message));
    }
  };

  /** The handler of each action id the page handles; typed by captureActionIds, which npm run check compares with the document. */
  const handlers: Record<
    CaptureActionId,
    (current: Record<string, unknown>, form: FormControls, event?: ActionEvent) => void
  > = {
    vorlageDialog: (current, form) => {
      const auftrag = toPayload(compactTables(auftragserfassungScreen, current) as CaptureData, resolved);
      saveTemplate(current, auftrag, mandantId)
        .then((name) => {
          success(auftragserfassungScreen.title ?? '', text('vorlageGespeichert', name));
          form.set('vorlage', {});
        })
        .catch((error: unknown) => notify(toNotifications(error)));
    },
    abbrechen: () => setAsking(true),
    tagespreis: (current) => setPriceOrder(Number(current.id) || null),
    serviceHinzufuegen: (_current, form) => form.set('serviceEdit', {}),
    serviceDialog: (_current, form) => takeOverService(form),
    gefahrgut: (_current, form, event) => {
      if (event) prefillDangerousGoods(form, event.index);
    },
    gefahrgutDialog: (_current, form) => takeOverDangerousGoods(form),
  };
  const onAction = (id: string, current: Record<string, unknown>, form: FormControls, event?: ActionEvent) => {
    if (Object.hasOwn(handlers, id)) handlers[id as CaptureActionId](current, form, event);
  };

  /** Ja creates the address of the tab just left in the address book, Nein clears what was entered (orders.md §4). */
  const answerCreation = async (create: boolean) => {
    const role = creating;
    const form = controls.current;
    setCreating(null);
    if (!role || !form) return;
    if (!create) {
      form.set(role, {});
      return;
    }
    try {
      const body = addressOf(form.get('') as Record<string, unknown>, role) as never;
      const created = unwrap(await api.POST('/api/adressen', { body })) as Record<string, unknown>;
      form.set(`${role}.id`, created.id);
    } catch (error) {
      notify(toNotifications(error));
    }
  };

  const cancel = () => {
    setAsking(false);
    draft.drop();
    if (evaluate(auftragserfassungScreen.settings?.cancelToList, { ...context, data: data ?? {} })) navigate(LIST);
    else reset();
  };

  /** The answers of the view document's cancel question and notice. */
  const answers: Record<CaptureQuestionAction, () => void> = {
    abbrechenJa: cancel,
    abbrechenNein: () => setAsking(false),
    hinweisOk: () => setNotice(null),
    entwurfWiederherstellen: () => {
      const restored = draft.restore();
      if (restored) replace(restored);
    },
    entwurfVerwerfen: draft.discard,
  };
  const questions = useMemo(
    () => ({ abbrechen: asking, hinweis: notice, entwurf: draft.offered }),
    [asking, notice, draft.offered],
  );

  const printMenu = (
    <CapturePrintMenu
      text={text.named}
      order={{ id: orderId, spedeigennr: data?.spedeigennr, status: data?.status as { id?: number } | undefined }}
    />
  );
  return (
    <Card elevation={1}>
      <H3>{orderId ? text('auftragTitel', String(data?.spedeigennr ?? '')) : auftragserfassungScreen.title}</H3>
      {data ? (
        <ScreenForm
          document={auftragserfassungScreen}
          overlays={variantOverlays}
          context={context}
          formData={data}
          disabled={busy}
          explain={mayExplain}
          optionSources={captureOptionSources}
          onSubmit={(d, form) => void save(d as CaptureData, form)}
          onAction={onAction}
          onChange={onChange}
          toolbarItems={{ [captureToolbarItems.drucken]: printMenu }}
        />
      ) : (
        <Spinner aria-label={text('auftragLaden')} />
      )}
      <CaptureDailyPrice orderId={priceOrder} onClose={() => setPriceOrder(null)} />
      <DocumentView
        document={viewDocument(captureQuestionsView)}
        data={questions}
        onAction={(id) => {
          if (Object.hasOwn(answers, id)) answers[id as CaptureQuestionAction]();
        }}
      />
      {ADRESSE_ANLEGEN && (
        <ConfirmDialog
          node={ADRESSE_ANLEGEN}
          isOpen={creating !== null}
          message={text.named(ADRESSE_ANLEGEN.message, text.named(`adressTyp.${creating ?? ''}`))}
          onConfirm={() => void answerCreation(true)}
          onCancel={() => void answerCreation(false)}
        />
      )}
      {GEAENDERT && (
        <ConfirmDialog
          node={GEAENDERT}
          isOpen={conflict !== null}
          message={conflict ?? ''}
          onConfirm={() => {
            // 'Neu laden' takes the stored order instead of what was typed: the draft of the typing goes with it.
            setConflict(null);
            draft.drop();
            reset();
          }}
          onCancel={() => setConflict(null)}
        />
      )}
    </Card>
  );
}
