/**
 * antd names a field's element `${formName}_${field}`; without a form name two forms on one page (the
 * filter bar's "vendor" and the Assign-vendor dialog's) give two elements the id `vendor`, and a label
 * points at the wrong one. Every form of the kit takes a name from what it is for.
 * @example formName('Assign vendor') // 'assign-vendor'
 */
export const formName = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'form';
