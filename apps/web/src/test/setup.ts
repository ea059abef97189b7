import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { FetchBackedXhr } from './fetch-xhr';
import { resetOfflineDbForTests } from '../offline/db';
import { resetOutboxView } from '../offline/outbox';

// Uploads go through XMLHttpRequest (api/upload.ts); in the tests it asks the mocked fetch.
globalThis.XMLHttpRequest = FetchBackedXhr as unknown as typeof XMLHttpRequest;

// findBy*/waitFor wait up to 5 s (1 s by default): enough for a busy CI machine, still failing fast.
// Text queries skip the print-only documents (components/print/print-layout.tsx: in the page while
// printing), which repeat the screen's data; a test reads them through getByTestId('documento-impressao').
configure({ asyncUtilTimeout: 5_000, defaultIgnore: 'script, style, .siam-print-root, .siam-print-root *' });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // Each test starts with an empty device store (offline entry, decision 134).
  globalThis.indexedDB = new IDBFactory();
  resetOfflineDbForTests();
  resetOutboxView();
  // A print a test started (window.print stubbed) ends: the printed documents leave the page.
  window.dispatchEvent(new Event('afterprint'));
});
