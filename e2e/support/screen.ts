import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './browser.ts';

/** antd Select: open it, type to narrow the options, click the one whose label is `option`. */
export const pick = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(option.slice(0, 6));
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
};

/** The toast with exactly this text. */
export const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

/** Waits for a condition like a person would (vitest's default is 1 s; lazy screens and saves take longer). */
export const poll = <T>(fn: () => Promise<T> | T, timeout = 10_000) => expect.poll(fn, { timeout });

/** axe once the grids have stopped loading: the loading veil dims the rows below 4.5:1 for a moment. */
export const settledA11yViolations = async (page: Page) => {
  await poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
  return seriousA11yViolations(page);
};
