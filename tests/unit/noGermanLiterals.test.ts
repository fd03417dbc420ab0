import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noGermanLiterals } from '../../eslint-rules';

// The lint rule behind "no German word in TSX": the cases it refuses are the kinds the portal's TSX held (JSX text,
// aria-label and button texts, German strings in expressions); keys, class names and document ids pass.
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('portal/no-german-literals', noGermanLiterals, {
  valid: [
    { code: "const a = <Spinner aria-label={t('laedt')} />;", filename: 'a.tsx' },
    { code: 'const a = <span className={Classes.TEXT_MUTED}>{title}</span>;', filename: 'a.tsx' },
    { code: 'const a = <Icon icon="error" intent="danger" />;', filename: 'a.tsx' },
    {
      code: "const text = screenTexts('auftragserfassung.screen'); const k = text('abbrechenFrage');",
      filename: 'a.tsx',
    },
    { code: "const a = <div>{' '}{value} </div>;", filename: 'a.tsx' },
  ],
  invalid: [
    { code: 'const a = <span className={c}>Aktionen</span>;', filename: 'a.tsx', errors: [{ messageId: 'jsxText' }] },
    { code: 'const a = <Spinner aria-label="Wird geladen" />;', filename: 'a.tsx', errors: [{ messageId: 'prop' }] },
    { code: 'const a = <Button text="Schließen" />;', filename: 'a.tsx', errors: [{ messageId: 'prop' }] },
    {
      code: 'const a = <Alert confirmButtonText="Ja" cancelButtonText="Nein" />;',
      filename: 'a.tsx',
      errors: [{ messageId: 'prop' }, { messageId: 'prop' }],
    },
    {
      code: 'const a = <Button aria-label={`${label} (Zeile ${index + 1})`} />;',
      filename: 'a.tsx',
      errors: [{ messageId: 'prop' }],
    },
    {
      code: "const x = header ?? 'Monatlicher CSV-Export für Aufträge';",
      filename: 'a.tsx',
      errors: [{ messageId: 'literal' }],
    },
    { code: 'const x = `${n} Aufträge werden exportiert`;', filename: 'a.tsx', errors: [{ messageId: 'literal' }] },
    { code: "const x = 'Bitte eine Zeile markieren';", filename: 'a.tsx', errors: [{ messageId: 'literal' }] },
  ],
});
