import { DatePicker } from '@blueprintjs/datetime';
import { de } from 'date-fns/locale';
import { engineTexts as T } from '../../../../core';
import { useEngineProfile } from '../../../profile';
import { calendarRange } from './calendarRange';

/** Props of {@link DateCalendar}. */
export interface DateCalendarProps {
  day: Date | null;
  onPick: (day: Date | null, isUserChange: boolean) => void;
}

/**
 * The German calendar of the date field. Its own chunk, loaded when a calendar first opens: @blueprintjs/datetime brings
 * a time-zone library whose set-up costs every page ~90 ms at import (the login page included).
 */
export default function DateCalendar({ day, onPick }: DateCalendarProps) {
  const { min, max } = calendarRange(useEngineProfile().dates);
  return (
    <DatePicker
      value={day}
      onChange={onPick}
      locale={de}
      minDate={min}
      maxDate={max}
      showActionsBar
      todayButtonText={T.today}
      clearButtonText={T.clear}
      highlightCurrentDay
    />
  );
}
