/**
 * Issue 30 (grid-first-render.ts): a React DevTools hook, installed in the page before the panel's scripts,
 * that records every commit: when, how many components rendered and which. React DOM reports commits to
 * this hook in production builds too. A component rendered in a commit when its render ran (PerformedWork)
 * and its fiber is not the same object as in the previous commit's tree (a re-render works on the alternate).
 */
export const commitRecorder = () => {
  const commits: { at: number; rendered: number; names: Record<string, number> }[] = [];
  let previous = new Set<object>();
  type Fiber = { tag: number; flags: number; type: unknown; child: Fiber | null; sibling: Fiber | null };
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function')
      return (type as { displayName?: string; name?: string }).displayName ?? type.name ?? '?';
    if (type && typeof type === 'object') {
      const t = type as { displayName?: string; render?: unknown; type?: unknown };
      return t.displayName ?? (t.render ? nameOf(t.render) : t.type ? nameOf(t.type) : '?');
    }
    return String(type);
  };
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const seen = new Set<object>();
      const names: Record<string, number> = {};
      let rendered = 0;
      const stack: Fiber[] = [root.current];
      while (stack.length) {
        const fiber = stack.pop()!;
        seen.add(fiber);
        // Function, class, forwardRef, memo, simple memo components whose render ran in this commit.
        if ([0, 1, 11, 14, 15].includes(fiber.tag) && fiber.flags & 1 && !previous.has(fiber)) {
          rendered++;
          const name = nameOf(fiber.type);
          names[name] = (names[name] ?? 0) + 1;
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      commits.push({ at: performance.now(), rendered, names });
    },
  };
  (window as unknown as Record<string, unknown>).__commits = commits;
};
