import { codeLabel } from './code-labels.ts';

/*
 * Issue 29: the words a preview of a change to many cars is told in ("42 prices fall by more than 20 %,
 * the largest −99.9 %"): the bulk upload's preview (API) and the grid's batch action (panel) count the
 * same way and say it in the same sentences.
 */

/** A sentence of a preview; `warning` marks what deserves a second look before confirming. */
export interface PreviewSentence {
  text: string;
  warning: boolean;
}

/** A price fall steeper than this is called out: most are typos (a digit lost) rather than decisions. */
export const STEEP_FALL_PERCENT = 20;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** "−99.9 %", "+12 %": signed with a true minus, one decimal at most, a space before the sign as SI writes it. */
export const signedPercent = (p: number) => {
  const rounded = Math.round(Math.abs(p) * 10) / 10;
  return `${p < 0 ? '−' : '+'}${rounded} %`;
};

/** The counts a price column's preview is told from. */
export class PriceChanges {
  steepFalls = 0;
  steepest = 0;
  falls = 0;
  rises = 0;
  largestRise = 0;
  firstPrices = 0;
  unchanged = 0;

  add(before: string | null, after: number) {
    if (before === null) return void (this.firstPrices += 1);
    const old = Number(before);
    if (old === after) return void (this.unchanged += 1);
    const percent = old === 0 ? 100 : ((after - old) / old) * 100;
    if (percent > 0) {
      this.rises += 1;
      this.largestRise = Math.max(this.largestRise, percent);
    } else if (-percent > STEEP_FALL_PERCENT) {
      this.steepFalls += 1;
      this.steepest = Math.min(this.steepest, percent);
    } else this.falls += 1;
  }

  /** e.g. "42 listing prices fall by more than 20 %, the largest −99.9 %". */
  sentences(one: string, many: string): PreviewSentence[] {
    const out: PreviewSentence[] = [];
    const verb = (n: number, s: string, p: string) => (n === 1 ? s : p);
    if (this.steepFalls > 0)
      out.push({
        text: `${plural(this.steepFalls, one, many)} ${verb(this.steepFalls, 'falls', 'fall')} by more than ${STEEP_FALL_PERCENT} %, the largest ${signedPercent(this.steepest)}`,
        warning: true,
      });
    if (this.falls > 0)
      out.push({
        text: `${plural(this.falls, one, many)} ${verb(this.falls, 'falls', 'fall')} by ${STEEP_FALL_PERCENT} % or less`,
        warning: false,
      });
    if (this.rises > 0)
      out.push({
        text: `${plural(this.rises, one, many)} ${verb(this.rises, 'rises', 'rise')}, the largest ${signedPercent(this.largestRise)}`,
        warning: false,
      });
    if (this.firstPrices > 0)
      out.push({
        text: `${plural(this.firstPrices, 'car gets its first', 'cars get their first')} ${one.replace(/^\S+ /, '')}`,
        warning: false,
      });
    return out;
  }
}

/** Cars whose value of one field changes, counted per "from → to" pair. */
export class ValueChanges {
  readonly pairs = new Map<string, number>();
  changed = 0;
  unchanged = 0;

  add(before: string | null, after: string | null) {
    if ((before ?? '') === (after ?? '')) return void (this.unchanged += 1);
    this.changed += 1;
    const key = `${before ?? ''}\u0000${after ?? ''}`;
    this.pairs.set(key, (this.pairs.get(key) ?? 0) + 1);
  }

  /** e.g. "3 cars change status: 2 from Published to Unpublished, 1 from Unpublished to Published". */
  sentences(what: string, warnWhen: (after: string) => boolean = () => false): PreviewSentence[] {
    if (this.changed === 0) return [];
    const word = (code: string) => (code === '' ? 'none' : codeLabel(code));
    const pairs = [...this.pairs.entries()].sort((a, b) => b[1] - a[1]);
    const shown = pairs.slice(0, 5).map(([key, n]) => {
      const [from, to] = key.split('\u0000') as [string, string];
      return `${n} from ${word(from)} to ${word(to)}`;
    });
    const more = pairs.length > 5 ? `, and ${pairs.length - 5} other changes` : '';
    const warning = pairs.some(([key]) => warnWhen(key.split('\u0000')[1] ?? ''));
    return [
      { text: `${plural(this.changed, 'car changes', 'cars change')} ${what}: ${shown.join(', ')}${more}`, warning },
    ];
  }
}

export const unchangedSentence = (n: number): PreviewSentence[] =>
  n > 0 ? [{ text: `${plural(n, 'row changes', 'rows change')} nothing`, warning: false }] : [];

/** The publish status a publish request leads to (what a preview compares the car's status with). */
export const PUBLISH_STATUS_AFTER = {
  PUBLISH: 'PUBLISHED',
  UNPUBLISH: 'UNPUBLISHED',
  PERMANENT_DELISTING: 'PERMANENTLY_DELISTED',
} as const;
