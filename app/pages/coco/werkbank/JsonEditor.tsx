import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';

/** A linter finding at its line (1-based; column when known), shown in the editor there. */
export interface EditorFinding {
  line: number;
  column?: number;
  message: string;
}

// Height and font inside the shadow root, where the portal's style sheets do not reach. The editor grows with its text
// and wraps long lines: a region that scrolls by itself would be one keyboard users cannot scroll (axe).
const look = EditorView.theme({
  '&': { minHeight: '420px', border: '1px solid #8f99a8', fontSize: '13px', backgroundColor: '#ffffff' },
  '.cm-scroller': { fontFamily: "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace" },
});

/** The findings as CodeMirror diagnostics: from the column (else the line's start) to the line's end. */
function diagnostics(state: EditorState, findings: EditorFinding[]): Diagnostic[] {
  return findings.map((f) => {
    const line = state.doc.line(Math.min(Math.max(f.line, 1), state.doc.lines));
    const from = Math.min(line.from + Math.max((f.column ?? 1) - 1, 0), line.to);
    return { from, to: Math.max(line.to, from), severity: 'error', message: f.message };
  });
}

/**
 * The workbench's code editor (CodeMirror 6, JSON language): reports each change; shows the findings the caller gets
 * from the configuration linter at their lines (underline, gutter mark, message on hover and in the lint panel).
 */
export function JsonEditor({
  text,
  findings,
  label,
  onChange,
}: {
  text: string;
  findings: EditorFinding[];
  label: string;
  onChange: (text: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    // The portal's CSP allows no inline <style>: in a shadow root CodeMirror styles itself by a constructed sheet instead.
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const parent = document.createElement('div');
    shadow.replaceChildren(parent);
    const editor = new EditorView({
      root: shadow,
      parent,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          foldGutter(),
          lintGutter(),
          history(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          json(),
          look,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) changed.current(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // A new text from outside (another file chosen, undo) replaces the editor's below; the editor is made once.
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== text)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [text]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnostics(editor.state, findings)));
  }, [findings]);

  return <div ref={host} className="don-werkbank-editor" />;
}
