import { useState } from "react";
import { initialSelection, type SelectionState, selectDay, type YearMonth, yearMonthOf } from "../../../shared/calendar";

/** Month and selection state for <Calendar>: starts on today's month (or `initialMonth`) with today selected. */
export function useCalendarSelection(today: string, onSelect?: (state: SelectionState) => void, initialMonth?: YearMonth) {
  const [month, setMonth] = useState<YearMonth>(() => initialMonth ?? yearMonthOf(today));
  const [selection, setSelection] = useState<SelectionState>(() => initialSelection(today));
  const select = (ymd: string) => {
    const next = selectDay(selection, ymd);
    setSelection(next);
    onSelect?.(next);
  };
  return { month, setMonth, selection, select };
}
