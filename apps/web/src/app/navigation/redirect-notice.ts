/**
 * Why the user is on a screen they did not ask for, carried in the history entry's state (never in the
 * URL, so a shared link or a reload of another page cannot fake it).
 */
export interface RedirectState {
  /** The path (with its query) that matched no screen. */
  unknownPath: string;
}

export const redirectStateOf = (state: unknown): RedirectState | undefined =>
  typeof state === 'object' &&
  state !== null &&
  'unknownPath' in state &&
  typeof state.unknownPath === 'string' &&
  state.unknownPath !== ''
    ? { unknownPath: state.unknownPath }
    : undefined;

/** The sentence the shell shows on the screen the user was sent to instead. */
export const unknownPathNotice = (unknownPath: string, screen: string): string =>
  `The page ${unknownPath} does not exist; you were taken to ${screen}.`;
