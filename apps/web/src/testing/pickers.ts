import { fireEvent } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types a day into the panel's DateInput (antd's picker) as a user would — the text, then Enter — so
 * tests go through the picker's own parsing of yyyy-MM-dd; an empty value clears it.
 */
export async function typeDate(user: UserEvent, input: HTMLElement, value: string): Promise<void> {
  await user.click(input);
  await user.clear(input);
  if (value === '') {
    fireEvent.keyDown(input, { key: 'Escape' });
    return;
  }
  await user.type(input, value);
  await user.keyboard('{Enter}');
}

/** The same for TimeInput, with HH:mm. */
export const typeTime = typeDate;
