/** happy-dom's window is 1024 px wide; the panel's tables show from xl (1200 px), its stacked lists below. */
export const setWindowWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }).happyDOM.setViewport({ width });
export const HAPPY_DOM_WIDTH = 1024;
