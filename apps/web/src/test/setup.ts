import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { FetchBackedXhr } from './fetch-xhr';

// Uploads go through XMLHttpRequest (api/upload.ts); in the tests it asks the mocked fetch.
globalThis.XMLHttpRequest = FetchBackedXhr as unknown as typeof XMLHttpRequest;

// findBy*/waitFor wait up to 5 s (1 s by default): enough for a busy CI machine, still failing fast.
// Text queries skip the print-only documents (components/print/print-layout.tsx), which repeat the
// screen's data and are hidden on screen; a test reads them through getByTestId('documento-impressao').
configure({ asyncUtilTimeout: 5_000, defaultIgnore: 'script, style, .siam-print-root, .siam-print-root *' });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
