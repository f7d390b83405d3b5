/** The parts of antd's Table that scroll sideways when the columns are wider than the screen. */
const SCROLLERS = '.ant-table-content, .ant-table-body';

const makeFocusable = (root: ParentNode) => {
  for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
  }
};

/**
 * A table wider than the screen scrolls inside its own box, which a keyboard user can only scroll once the
 * box takes focus (WCAG 2.1.1; axe "scrollable-region-focusable"). antd gives the box no tabindex and has
 * no option for one, and every grid, detail table and dialog table is an antd Table — so the panel gives
 * each such box a tabindex as it appears, once, for all of them.
 */
export function keepScrollRegionsFocusable(root: HTMLElement = document.body): () => void {
  makeFocusable(root);
  const observer = new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) if (node instanceof HTMLElement) makeFocusable(node.parentNode ?? node);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
