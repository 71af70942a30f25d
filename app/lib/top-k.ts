/**
 * The k smallest numbers of `values[0..n)`, in ascending order. A bounded
 * max-heap: O(n log k), so the first result pages never pay for sorting
 * thousands of airports nobody will look at.
 */
export function smallestK(values: Float64Array, n: number, k: number): Float64Array {
  if (k >= n / 4) return values.slice(0, n).sort().subarray(0, Math.min(k, n));
  const heap = new Float64Array(k);
  let size = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (size < k) {
      let c = size++;
      heap[c] = v;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (heap[p] >= heap[c]) break;
        [heap[p], heap[c]] = [heap[c], heap[p]];
        c = p;
      }
    } else if (v < heap[0]) {
      heap[0] = v;
      let p = 0;
      for (;;) {
        const l = 2 * p + 1;
        const r = l + 1;
        let m = p;
        if (l < k && heap[l] > heap[m]) m = l;
        if (r < k && heap[r] > heap[m]) m = r;
        if (m === p) break;
        [heap[p], heap[m]] = [heap[m], heap[p]];
        p = m;
      }
    }
  }
  return heap.subarray(0, size).sort();
}
