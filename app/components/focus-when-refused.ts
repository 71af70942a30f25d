/**
 * `autoFocus` on a control whose field shows an error. Without JavaScript a refused post comes back
 * as a new page, and the browser focuses the first control carrying `autofocus` in the page (HTML's
 * autofocus candidates: the first one wins): the first field in error, as conform focuses it with
 * JavaScript. A control already on the screen is not focused again by React when its error appears,
 * so with JavaScript the form's own focus stands (docs/decisions/0108-focus-targets-center.md).
 *
 * The one rule for every form: conform's controls take it through field-props.ts, the others
 * (the search form's, the tools' and the defaults' shared fields) through controlProps in
 * form-field.tsx. Its own file, without conform, for the home page's search form (issue 23).
 */
export const focusWhenRefused = (field: { errors?: string[] }) => (field.errors?.length ? { autoFocus: true } : {});
