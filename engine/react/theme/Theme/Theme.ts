import '../shared/readOnly.css';
import type { ThemeProps } from '@rjsf/core';
import type { Widget } from '@rjsf/utils';
import type { ThemeWidgetId } from '../../../core';
import { CheckboxWidget } from '../widgets/CheckboxWidget';
import { NumberWidget } from '../widgets/NumberWidget';
import { DateWidget } from '../widgets/DateWidget';
import { TimeWidget } from '../widgets/TimeWidget';
import { ToggleWidget } from '../widgets/ToggleWidget';
import { IbanWidget } from '../widgets/IbanWidget';
import { SuggestWidget } from '../widgets/SuggestWidget';
import { PasswordWidget } from '../widgets/PasswordWidget';
import { RadioWidget } from '../widgets/RadioWidget';
import { SelectWidget } from '../widgets/SelectWidget';
import { TextareaWidget } from '../widgets/TextareaWidget';
import { TextWidget } from '../widgets/TextWidget';
import { SummaryWidget } from '../widgets/SummaryWidget';
import { DisplayWidget } from '../widgets/DisplayWidget';
import { SearchWidget } from '../widgets/SearchWidget';
import { ArrayFieldItemButtonsTemplate } from '../templates/ArrayFieldItemButtonsTemplate';
import { ArrayFieldItemTemplate } from '../templates/ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from '../templates/ArrayFieldTemplate';
import { BaseInputTemplate } from '../templates/BaseInputTemplate';
import {
  AddButton,
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
  SubmitButton,
} from '../templates/ButtonTemplates';
import { DescriptionFieldTemplate } from '../templates/DescriptionFieldTemplate';
import { ErrorListTemplate } from '../templates/ErrorListTemplate';
import { FieldErrorTemplate } from '../templates/FieldErrorTemplate';
import { FieldHelpTemplate } from '../templates/FieldHelpTemplate';
import { FieldTemplate } from '../templates/FieldTemplate';
import { ObjectFieldTemplate } from '../templates/ObjectFieldTemplate';
import { TitleFieldTemplate } from '../templates/TitleFieldTemplate';
import { WrapIfAdditionalTemplate } from '../templates/WrapIfAdditionalTemplate';

/**
 * The Blueprint theme for rjsf. Anything not listed falls back to rjsf core; core's Email/URL/Date/UpDown widgets
 * still look like Blueprint because they render through this BaseInputTemplate.
 */
export const Theme: ThemeProps = {
  // Lower-case aliases are the names screen documents use ("widget": "number"). Typed by the plain id list the linter
  // checks documents with (engine/core/widgets), so a widget added here without its id (or the reverse) fails to compile.
  widgets: {
    CheckboxWidget,
    PasswordWidget,
    RadioWidget,
    SelectWidget,
    TextareaWidget,
    TextWidget,
    NumberWidget,
    number: NumberWidget,
    DateWidget,
    TimeWidget,
    time: TimeWidget,
    ToggleWidget,
    toggle: ToggleWidget,
    IbanWidget,
    iban: IbanWidget,
    SuggestWidget,
    suggest: SuggestWidget,
    SummaryWidget,
    summary: SummaryWidget,
    DisplayWidget,
    display: DisplayWidget,
    SearchWidget,
    search: SearchWidget,
  } satisfies Record<ThemeWidgetId, Widget>,
  templates: {
    ArrayFieldItemButtonsTemplate,
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    ButtonTemplates: { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton },
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
    WrapIfAdditionalTemplate,
  },
};
