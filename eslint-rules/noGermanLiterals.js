/**
 * ESLint rule: a user-visible German text in a TSX file. Texts live in documents and catalogues (screens' `messages`,
 * schemas/texts/, routes.json, the engine's text catalogues), so configuration staff change a word without a build.
 */

/** Props whose string value a user reads or a screen reader speaks. */
const VISIBLE_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'title',
  'label',
  'text',
  'placeholder',
  'description',
  'helperText',
  'content',
  'heading',
  'message',
  'confirmButtonText',
  'cancelButtonText',
  'labelInfo',
]);
/** Letters only German writes. */
const UMLAUT = /[äöüÄÖÜß]/;
/** Frequent German words of the portal's texts; a string with a space and one of them is a text, not a key or class name. */
const WORDS = new RegExp(
  `(^|[^\\p{L}])(${[
    'bitte',
    'keine?',
    'nicht',
    'und',
    'oder',
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'ein',
    'eine',
    'einen',
    'ist',
    'sind',
    'wird',
    'werden',
    'mit',
    'von',
    'für',
    'auf',
    'aus',
    'zu',
    'zum',
    'zur',
    'im',
    'ins',
    'Sie',
    'Ihre?',
    'wurde',
    'wurden',
    'Seite',
    'Auftrag',
    'Aufträge',
    'Adresse',
    'Benutzer',
    'Fehler',
    'Abbrechen',
    'Speichern',
    'Schließen',
    'Löschen',
    'Drucken',
    'Suchen',
    'Ja',
    'Nein',
  ].join('|')})(?=$|[^\\p{L}])`,
  'u',
);
const LETTER = /\p{L}/u;

/** True for a string that reads as German text: an umlaut or ß, or a space and a frequent German word. */
export function isGermanText(value) {
  return UMLAUT.test(value) || (/\s/.test(value.trim()) && WORDS.test(value));
}

/** The rule: JSX text with letters, a visible prop's string and any German string literal. */
export const noGermanLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses German texts written into TSX: they belong in a document or text catalogue.' },
    schema: [],
    messages: {
      jsxText: 'Deutscher Text „{{text}}“ im TSX: gehört in ein Dokument oder den Textkatalog (schemas/texts/).',
      prop: 'Sichtbarer Text „{{text}}“ in {{prop}}: gehört in ein Dokument oder den Textkatalog (schemas/texts/).',
      literal: 'Deutscher Text „{{text}}“ im TSX: gehört in ein Dokument oder den Textkatalog (schemas/texts/).',
    },
  },
  create(context) {
    const seen = new Set();
    const report = (node, messageId, text, prop) => {
      if (seen.has(node)) return;
      seen.add(node);
      context.report({ node, messageId, data: { text: text.trim().slice(0, 60), prop } });
    };
    const propName = (attribute) =>
      attribute.name.type === 'JSXNamespacedName' ? attribute.name.name.name : attribute.name.name;
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, 'jsxText', node.value);
      },
      JSXAttribute(node) {
        const name = propName(node);
        if (!VISIBLE_PROPS.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && LETTER.test(value.value))
          report(value, 'prop', value.value, name);
        if (value.type === 'TemplateLiteral' && value.quasis.some((q) => LETTER.test(q.value.cooked ?? ''))) {
          report(value, 'prop', value.quasis.map((q) => q.value.cooked).join('…'), name);
        }
      },
      Literal(node) {
        if (typeof node.value !== 'string' || !isGermanText(node.value)) return;
        if (
          node.parent.type === 'ImportDeclaration' ||
          node.parent.type === 'ExportNamedDeclaration' ||
          node.parent.type === 'ExportAllDeclaration'
        )
          return;
        report(node, 'literal', node.value);
      },
      TemplateElement(node) {
        const text = node.value.cooked ?? '';
        if (isGermanText(text)) report(node, 'literal', text);
      },
    };
  },
};
