import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Finding } from '../../../../engine/core';
import { HttpProblem, Notifications, notification, translate } from '../../../errors';
import {
  CATALOGUE_NAME,
  hasPrevious,
  lintWith,
  newFileText,
  overlayNames,
  previousText,
  readText,
  reloadAndAnnounce,
  restorePrevious,
  saveKeepingPrevious,
  workbenchFile,
  type WorkbenchFile,
} from '../../../werkbank';
import {
  befundeSchema,
  dateiSchema,
  gespeichertSchema,
  listeSchema,
  maskeQuerySchema,
  textBodySchema,
} from './schemas';

type Named = { Params: { name: string }; Querystring: { maske?: string } };
type WithText = Named & { Body: { text: string } };

const finding = (f: Finding) => ({
  file: f.file,
  line: f.line ?? 1,
  ...(f.column ? { column: f.column } : {}),
  pointer: f.pointer ?? '',
  message: f.message,
});

// A refused save names every finding, one notification each, with the file's line (the editor shows them there too).
const refused = (findings: Finding[]) =>
  new HttpProblem(
    422,
    findings.map((f) =>
      notification('werkbank.befund', translate('werkbank.befund', f.file, f.line ?? 1, f.message), {
        header: translate('werkbank.nichtGespeichert'),
      }),
    ),
  );

const screenOf = (text: string | null) => {
  try {
    const screen = (JSON.parse(text ?? '') as { screen?: unknown }).screen;
    return typeof screen === 'string' ? { screen } : {};
  } catch {
    return {};
  }
};

/**
 * /api/werkbank: the variant workbench of the configurator (admins, development hosts). Overlay files of the variants
 * folder and the switch catalogue are read, linted with `npm run check`'s linter, saved only when it finds nothing (the
 * previous version kept for 'Rückgängig'), and the documents reloaded without a restart.
 */
export const werkbankRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: [app.requireAuth, app.requireAdmin, app.requireDevelopmentHost] };
  const fileOf = (request: FastifyRequest<Named>): WorkbenchFile => {
    const file = workbenchFile(app.documentDirs, request.params.name);
    if (!file) throw new HttpProblem(400, [Notifications.badRequest(translate('werkbank.name', request.params.name))]);
    return file;
  };
  // A new overlay file of a named screen starts as the skeleton of one (GET and an undo that removes a new file).
  const answer = (file: WorkbenchFile, text: string | null, screen?: string) => ({
    name: file.name,
    kind: file.kind,
    text: text ?? newFileText(file, screen),
    neu: text === null,
    rueckgaengig: hasPrevious(file),
  });

  app.get('/dateien', { ...guard, schema: { response: { 200: listeSchema } } }, async () => [
    ...overlayNames(app.documentDirs).map((name) => {
      const file = workbenchFile(app.documentDirs, name)!;
      return { name, kind: file.kind, ...screenOf(readText(file)), rueckgaengig: hasPrevious(file) };
    }),
    {
      name: CATALOGUE_NAME,
      kind: 'katalog',
      rueckgaengig: hasPrevious(workbenchFile(app.documentDirs, CATALOGUE_NAME)!),
    },
  ]);

  // A name without a file answers as a new, empty overlay: the workbench starts a file so.
  app.get<Named>(
    '/dateien/:name',
    { ...guard, schema: { querystring: maskeQuerySchema, response: { 200: dateiSchema } } },
    async (request) => {
      const file = fileOf(request);
      return answer(file, readText(file), request.query.maske);
    },
  );

  app.post<WithText>(
    '/dateien/:name/pruefen',
    { ...guard, schema: { body: textBodySchema, response: { 200: befundeSchema } } },
    async (request) => ({ findings: lintWith(app.documentDirs, fileOf(request), request.body.text).map(finding) }),
  );

  app.put<WithText>(
    '/dateien/:name',
    { ...guard, schema: { body: textBodySchema, response: { 200: gespeichertSchema } } },
    async (request) => {
      const file = fileOf(request);
      const findings = lintWith(app.documentDirs, file, request.body.text);
      if (findings.length) throw refused(findings);
      saveKeepingPrevious(file, request.body.text);
      request.log.info({ file: file.path }, 'Werkbank: Datei gespeichert');
      const reload = reloadAndAnnounce(app.documentDirs, request.log);
      return {
        ...answer(file, request.body.text),
        neuGeladen: reload.ok,
        ...(reload.ok ? {} : { grund: reload.message }),
      };
    },
  );

  app.post<Named>(
    '/dateien/:name/rueckgaengig',
    { ...guard, schema: { querystring: maskeQuerySchema, response: { 200: gespeichertSchema } } },
    async (request) => {
      const file = fileOf(request);
      const previous = previousText(file);
      if (previous === undefined)
        throw new HttpProblem(409, [
          notification('werkbank.keineFruehere', translate('werkbank.keineFruehere', file.path), {
            header: 'Werkbank',
          }),
        ]);
      const findings = lintWith(app.documentDirs, file, previous);
      if (findings.length) throw refused(findings);
      restorePrevious(file);
      request.log.info({ file: file.path }, 'Werkbank: frühere Fassung wiederhergestellt');
      const reload = reloadAndAnnounce(app.documentDirs, request.log);
      return {
        ...answer(file, readText(file), request.query.maske),
        neuGeladen: reload.ok,
        ...(reload.ok ? {} : { grund: reload.message }),
      };
    },
  );
};
