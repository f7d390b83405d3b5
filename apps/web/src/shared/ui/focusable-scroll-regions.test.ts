import { afterEach, describe, expect, it } from 'vitest';
import { keepScrollRegionsFocusable } from './focusable-scroll-regions.ts';

describe('keepScrollRegionsFocusable', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('gives every table scroll box a tabindex, also those added later, and keeps one already set', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="ant-table-content"></div><div class="ant-table-body" tabindex="-1"></div>';
    document.body.append(root);
    stop = keepScrollRegionsFocusable(root);
    expect(root.querySelector<HTMLElement>('.ant-table-content')!.tabIndex).toBe(0);
    expect(root.querySelector<HTMLElement>('.ant-table-body')!.getAttribute('tabindex')).toBe('-1');

    const later = document.createElement('section');
    later.innerHTML = '<div class="ant-table-container"><div class="ant-table-content"></div></div>';
    root.append(later);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.querySelector<HTMLElement>('.ant-table-content')!.getAttribute('tabindex')).toBe('0');
  });
});
