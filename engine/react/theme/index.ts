export { Theme } from './Theme';
export { BlueprintForm } from './BlueprintForm';
export { portalValidator } from './shared';

export { CheckboxWidget } from './widgets/CheckboxWidget';
export { NumberWidget } from './widgets/NumberWidget';
export { DateWidget } from './widgets/DateWidget';
export { TimeWidget } from './widgets/TimeWidget';
export { ToggleWidget } from './widgets/ToggleWidget';
export { IbanWidget } from './widgets/IbanWidget';
export { SuggestWidget } from './widgets/SuggestWidget';
export { PasswordWidget } from './widgets/PasswordWidget';
export { RadioWidget } from './widgets/RadioWidget';
export { SelectWidget } from './widgets/SelectWidget';
export { TextareaWidget } from './widgets/TextareaWidget';
export { TextWidget } from './widgets/TextWidget';
export { SearchWidget } from './widgets/SearchWidget';
export { SummaryWidget } from './widgets/SummaryWidget';
export { DisplayWidget } from './widgets/DisplayWidget';

export { ArrayFieldItemButtonsTemplate } from './templates/ArrayFieldItemButtonsTemplate';
export { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate';
export { ArrayFieldTemplate } from './templates/ArrayFieldTemplate';
export { BaseInputTemplate } from './templates/BaseInputTemplate';
export {
  AddButton,
  ClearButton,
  CopyButton,
  IconButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
  SubmitButton,
} from './templates/ButtonTemplates';
export type { BlueprintIconButtonProps } from './templates/ButtonTemplates';
export { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate';
export { ErrorListTemplate } from './templates/ErrorListTemplate';
export { FieldErrorTemplate } from './templates/FieldErrorTemplate';
export { FieldHelpTemplate } from './templates/FieldHelpTemplate';
export { FieldTemplate } from './templates/FieldTemplate';
export { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
export { TitleFieldTemplate } from './templates/TitleFieldTemplate';
export { WrapIfAdditionalTemplate } from './templates/WrapIfAdditionalTemplate';
