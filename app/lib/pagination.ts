export interface Pagination {
  page: number;
  pageSize: number;
  totalResults: number;
  totalPages: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
}

export function paginate(totalResults: number, requestedPage: number, pageSize: number): Pagination {
  const totalPages = Math.ceil(totalResults / pageSize);
  const page = Math.max(1, Math.min(requestedPage, Math.max(totalPages, 1)));
  return {
    page,
    pageSize,
    totalResults,
    totalPages,
    hasPreviousPage: page > 1,
    hasNextPage: page < totalPages,
  };
}

const count = (n: number) => n.toLocaleString("en-US");

/** 'Showing X to Y of Z results', with thousands separators as the heading above it ('12,683 airports'). */
export function showingText(p: Pagination): string {
  const from = p.totalResults === 0 ? 0 : (p.page - 1) * p.pageSize + 1;
  const to = Math.min(p.page * p.pageSize, p.totalResults);
  return `Showing ${count(from)} to ${count(to)} of ${count(p.totalResults)} results`;
}

/** The numbered buttons: always the first pages, at most five. */
export const pageNumbers = (p: Pagination) => Array.from({ length: Math.min(5, p.totalPages) }, (_, i) => i + 1);
