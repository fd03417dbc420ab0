/** JSON-Logic expression as stored in screen and variant documents. */
export type Logic = boolean | number | string | null | Logic[] | { [operator: string]: Logic };

/** Data available to every rule: form data, session flags, client configuration switches and variant. */
export interface RuleContext {
  data: Record<string, unknown>;
  session: Record<string, unknown>;
  config: Record<string, string>;
  variant: string;
  /** Independent customer modes (variants/selection.json), e.g. mandantSpezi29. */
  modes?: Record<string, boolean>;
}

/** Per-field rules; each value is JSON-Logic evaluated against the {@link RuleContext}. */
export interface FieldRules {
  visible?: Logic;
  readOnly?: Logic;
  required?: Logic;
}

/** A node of a screen layout. */
export type LayoutNode = PanelNode | TabsNode | FieldNode;

/** A titled group of child nodes. */
export interface PanelNode {
  type: 'panel';
  id: string;
  title?: string;
  visible?: Logic;
  children: LayoutNode[];
}

/** A tab strip; each tab is a panel. */
export interface TabsNode {
  type: 'tabs';
  id: string;
  visible?: Logic;
  tabs: PanelNode[];
}

/** Places one property of the data schema. */
export interface FieldNode extends FieldRules {
  type: 'field';
  field: string;
  widget?: string;
  placeholder?: string;
  autoFocus?: boolean;
  autoComplete?: string;
  help?: string;
}

/** A cross-field check: when `when` is truthy the message is reported. */
export interface CheckRule {
  id: string;
  when: Logic;
  message: string;
  fields?: string[];
}

/** A toolbar or form action. */
export interface ActionNode {
  id: string;
  label: string;
  kind?: 'submit' | 'button';
  intent?: 'primary' | 'success' | 'warning' | 'danger' | 'none';
  icon?: string;
  enabled?: Logic;
  visible?: Logic;
}

/** A complete screen document as stored in schemas/screens. */
export interface ScreenDocument {
  $schema?: string;
  id: string;
  title?: string;
  description?: string;
  dataSchema: JsonSchema;
  layout: LayoutNode[];
  checks?: CheckRule[];
  actions?: ActionNode[];
  /** Where validation messages appear: next to each field (default) or once above the form. */
  errorDisplay?: 'field' | 'summary';
  /** Overrides of the German validation messages per JSON Schema keyword. */
  messages?: Record<string, string>;
}

/** The subset of JSON Schema the engine reads directly. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  minLength?: number;
  readOnly?: boolean;
  [keyword: string]: unknown;
}
