/**
 * Training tutorials for cleaners and yard staff (issue 17; SPEC §7 tutorials GET and POST). SPEC shows
 * no shapes; the categories, languages and media kinds are ours.
 */
export const TUTORIAL_CATEGORIES = ['CLEANING', 'YARD_OPERATIONS', 'SAFETY', 'DRIVING', 'OTHER'] as const;
export type TutorialCategory = (typeof TUTORIAL_CATEGORIES)[number];
export const TUTORIAL_CATEGORY_LABELS: Readonly<Record<TutorialCategory, string>> = {
  CLEANING: 'Cleaning',
  YARD_OPERATIONS: 'Yard operations',
  SAFETY: 'Safety',
  DRIVING: 'Driving',
  OTHER: 'Other',
};

/** The languages of the six countries' staff (ISO 639-1). */
export const TUTORIAL_LANGUAGES = ['en', 'hi', 'ar', 'th', 'id'] as const;
export type TutorialLanguage = (typeof TUTORIAL_LANGUAGES)[number];
export const TUTORIAL_LANGUAGE_LABELS: Readonly<Record<TutorialLanguage, string>> = {
  en: 'English',
  hi: 'Hindi',
  ar: 'Arabic',
  th: 'Thai',
  id: 'Indonesian',
};

/** A video is played in the panel, a PDF opened in a new tab. */
export const TUTORIAL_MEDIA = { VIDEO: ['mp4'], PDF: ['pdf'] } as const;
export type TutorialMediaKind = keyof typeof TUTORIAL_MEDIA;
export const TUTORIAL_MEDIA_KINDS = Object.keys(TUTORIAL_MEDIA) as TutorialMediaKind[];
export const tutorialMediaOfExtension = (extension: string): TutorialMediaKind | undefined =>
  TUTORIAL_MEDIA_KINDS.find((kind) => (TUTORIAL_MEDIA[kind] as readonly string[]).includes(extension));

/**
 * Who sees a tutorial: nobody is restricted when it names no groups; otherwise members of one of its
 * groups, and whoever may add tutorials (they must see what they published).
 */
export const mayWatchTutorial = (
  tutorialGroups: readonly string[],
  viewer: { groups: readonly string[]; mayManage: boolean },
): boolean => tutorialGroups.length === 0 || viewer.mayManage || tutorialGroups.some((g) => viewer.groups.includes(g));
